/* small-copy.cc -- small memcpy and memmove calls as loads and stores.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   GCC folds a memcpy or memmove of a constant size into one load and
   one store only when the size is a power of two the target moves at
   once (gimple_fold_builtin_memory_op), and expand moves a larger
   block by pieces only up to MOVE_RATIO pieces, which nvptx sets to 4
   (config/nvptx/nvptx.h).  So a copy of 24 bytes at 4-byte alignment,
   as loop distribution makes of a row copy (a[i][j] = m[...] for six
   j), is a call of the C library's memcpy, which moves the bytes one
   by one through generic ld and st unless both addresses are 8-byte
   aligned.

   Where the resolver proved both pointers of such a call to point into
   one space each, msp-late replaces the call by loads of all the
   pieces followed by stores of all of them, which the rewrite then
   gives those spaces (rewrite.cc, rewrite_small_copy): ld.global and
   st.local in registers instead of a generic loop in a library.

   The pieces are unsigned integers of the largest size, at most
   MOVE_MAX (8) bytes, that both pointers' alignment
   (get_pointer_alignment, which expand's own block move trusts) and
   the remaining size allow; at most MAX_PIECES of them.  Where the
   blocks may overlap in part (a memmove within one space), every load
   precedes every store; elsewhere each piece is stored right after it
   is loaded, which keeps one register live, not all.  Either is the
   copy the call makes: the blocks of a memcpy are the same or do not
   overlap (C11 7.24.2.1), and two spaces' windows are disjoint.  The
   references are of alias set 0 (a ref-all pointer type for the
   offset), as GCC's own folding of memcpy makes them: the block may
   hold objects of any type.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/transform/small-copy.h"

/* The most pieces a copy is made of: 16 loads and 16 stores, 16 bytes
   of unknown alignment or 128 at 8-byte alignment.  The library's
   memcpy (newlib's, in C) costs about 25 instructions to call and
   enter, then copies an unaligned block byte by byte at about 7
   instructions a byte, an 8-byte aligned one at about 12 per 32 bytes;
   a piece costs 2.  But every piece is two more insns for each RTL
   pass: the 24 single bytes of a row of six floats (stack_acc in
   bench/kernels) run a quarter fewer instructions than the call and
   make its offload compile 5.6% longer.  */
#define MAX_PIECES 16

/* The size in bytes of the next piece of a block of LEN bytes left,
   with both addresses aligned to ALIGN bytes (a power of two).  */

static unsigned
piece_size (unsigned HOST_WIDE_INT len, unsigned align)
{
  unsigned size = MIN (align, (unsigned) MOVE_MAX);
  while (size > len)
    size /= 2;
  return size;
}

/* The alignment in bytes both DST and SRC are known to have.  */

static unsigned
copy_alignment (tree dst, tree src)
{
  return MIN (get_pointer_alignment (dst),
	      get_pointer_alignment (src)) / BITS_PER_UNIT;
}

/* True if CALL is a memcpy or memmove of a constant size that
   msp_lower_small_copy would make MAX_PIECES pieces or fewer; set *DST
   and *SRC to its pointers.  */

bool
msp_small_copy_p (gcall *call, tree *dst, tree *src)
{
  /* Loads and stores may throw where the call does not
     (-fnon-call-exceptions); a result stored into memory would need a
     memory state of its own.  */
  tree lhs = gimple_call_lhs (call);
  if (!msp_opts.small_copies
      || !(gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
	|| gimple_call_builtin_p (call, BUILT_IN_MEMMOVE))
      || cfun->can_throw_non_call_exceptions
      || stmt_could_throw_p (cfun, call)
      || !gimple_vdef (call)
      || (lhs && TREE_CODE (lhs) != SSA_NAME))
    return false;

  tree len = gimple_call_arg (call, 2);
  if (!tree_fits_uhwi_p (len) || integer_zerop (len))
    return false;
  unsigned HOST_WIDE_INT left = tree_to_uhwi (len);
  *dst = gimple_call_arg (call, 0);
  *src = gimple_call_arg (call, 1);
  unsigned align = copy_alignment (*dst, *src);
  for (unsigned n = 0; left; n++)
    {
      if (n == MAX_PIECES)
	return false;
      left -= piece_size (left, align);
    }
  return true;
}

/* A reference to the piece of TYPE at OFFSET bytes from PTR.  */

static tree
piece_ref (tree ptr, tree type, unsigned HOST_WIDE_INT offset)
{
  tree ref_all = build_pointer_type_for_mode (char_type_node, ptr_mode,
					      true);
  return fold_build2 (MEM_REF, type, ptr, build_int_cst (ref_all, offset));
}

/* Replace the call at GSI, which msp_small_copy_p accepted, by loads of
   its pieces and stores of them, each store right after its load if
   INTERLEAVE (the blocks are the same or do not overlap), otherwise all
   the loads first; leave GSI at the first statement made.  Return how
   many statements it made.  */

unsigned
msp_lower_small_copy (gimple_stmt_iterator *gsi, bool interleave)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));
  tree dst = gimple_call_arg (call, 0);
  tree src = gimple_call_arg (call, 1);
  unsigned HOST_WIDE_INT len = tree_to_uhwi (gimple_call_arg (call, 2));
  unsigned align = copy_alignment (dst, src);
  location_t loc = gimple_location (call);
  tree vuse = gimple_vuse (call);
  tree vdef = gimple_vdef (call);

  auto_vec<gassign *, MAX_PIECES> loads;
  auto_vec<unsigned HOST_WIDE_INT, MAX_PIECES> offsets;
  for (unsigned HOST_WIDE_INT offset = 0; offset < len;)
    {
      unsigned size = piece_size (len - offset, align);
      tree type = build_nonstandard_integer_type (size * BITS_PER_UNIT, 1);
      gassign *load = gimple_build_assign (make_ssa_name (type),
					   piece_ref (src, type, offset));
      gimple_set_location (load, loc);
      loads.safe_push (load);
      offsets.safe_push (offset);
      offset += size;
    }

  /* STATE is the memory state the next statement reads; the last store
     defines the call's.  */
  gimple_seq seq = NULL;
  tree state = vuse;
  for (unsigned i = 0; !interleave && i < loads.length (); i++)
    {
      gimple_set_vuse (loads[i], state);
      gimple_seq_add_stmt (&seq, loads[i]);
    }
  for (unsigned i = 0; i < loads.length (); i++)
    {
      if (interleave)
	{
	  gimple_set_vuse (loads[i], state);
	  gimple_seq_add_stmt (&seq, loads[i]);
	}
      tree value = gimple_assign_lhs (loads[i]);
      gassign *store
	= gimple_build_assign (piece_ref (dst, TREE_TYPE (value),
					  offsets[i]), value);
      gimple_set_location (store, loc);
      gimple_set_vuse (store, state);
      state = (i + 1 == loads.length () ? vdef
	       : make_ssa_name (gimple_vop (cfun), store));
      gimple_set_vdef (store, state);
      SSA_NAME_DEF_STMT (state) = store;
      gimple_seq_add_stmt (&seq, store);
    }

  unsigned made = 2 * loads.length ();
  tree lhs = gimple_call_lhs (call);
  if (lhs)
    {
      /* memcpy and memmove return their destination.  */
      gassign *copy
	= (useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (dst))
	   ? gimple_build_assign (lhs, dst)
	   : gimple_build_assign (lhs, NOP_EXPR, dst));
      gimple_seq_add_stmt (&seq, copy);
      made++;
    }
  gimple *first = gimple_seq_first_stmt (seq);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  gsi_remove (gsi, true);
  *gsi = gsi_for_stmt (first);
  gimple_stmt_iterator i = *gsi;
  for (unsigned n = 0; n < made; n++, gsi_next (&i))
    update_stmt (gsi_stmt (i));
  return made;
}
