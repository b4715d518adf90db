/* small-copy.cc -- small block copies as loads and stores.
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
   aligned.  An assignment of an aggregate larger than a machine mode
   is the same call (block-ops.cc): the 40-byte field elements of
   secp256k1, ten 32-bit words, are copied by memcpy.

   Where the resolver proved both pointers of such a copy to point into
   one space each, msp-late replaces it by loads and stores of its
   pieces, which the rewrite then gives those spaces (rewrite.cc,
   rewrite_small_copy): ld.global and st.local in registers instead of
   a generic loop in a library.  An assignment's blocks are a pointer
   (an SSA name, or a variable's address) plus a constant offset and a
   variable one (an element at a run-time index), whose sum is computed
   before the pieces (msp_block_pointer) and points into the pointer's
   space, as any pointer arithmetic does.

   The pieces are of the largest size that both blocks' alignment and
   the remaining size allow: the pointers' (get_pointer_alignment) for a
   call, the references' (get_object_alignment, which counts the
   type's) for an assignment, as expand's own block move trusts them;
   at most MAX_PIECES of them.  A piece is an unsigned integer of at
   most MOVE_MAX (8) bytes, or, at 16-byte alignment, a vector of two
   64-bit integers, which nvptx moves with one ld.v2.u64 and one
   st.v2.u64 (its movv2di pattern; ptxas makes one 128-bit LDG or STG
   of each): expand's block move never uses that mode, since it moves
   at most MOVE_MAX bytes a piece.  Where the blocks may overlap in
   part (a memmove within one space), every load precedes every store;
   elsewhere each piece is stored right after it is loaded, which keeps
   one register live, not all.  Either is the copy the statement makes:
   the blocks of a memcpy or of an assignment are the same or do not
   overlap (C11 7.24.2.1, 6.5.16.1), and two spaces' windows are
   disjoint.  The references are of alias set 0 (a ref-all pointer
   type for the offset), as GCC's own folding of memcpy makes them: the
   block may hold objects of any type.

   A call whose pointers GCC knows no alignment of (loop distribution's
   memcpy from a float pointer loaded from memory, crc64's five words
   in bench-real) has too many single-byte pieces from 17 bytes on.
   msp-late then tests the pointers at run time (msp_test_small_copy):
   where they are aligned to 4 bytes (or 8, the least at which the copy
   is MAX_TESTED_PIECES pieces or fewer), a copy of the call whose
   pointers are copies known to be that aligned (their SSA alignment,
   which the test's edge dominates) is made pieces; elsewhere the call
   stays as it was.  A pointer whose known misalignment rules the
   alignment out is not tested, and a call whose result is used is
   left alone.  The test reads the generic addresses the call is
   given, whose alignment is that of the access in any space: PTX
   requires an access's address to be aligned to its size in a window
   of the generic space and in the state space alike, and an array of
   .align 16 in .local or .shared is read both ways, so each window
   begins at a multiple of 16 at least.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/transform/block-ops.h"
#include "gimple/transform/flat-ref.h"
#include "gimple/transform/small-copy.h"

/* The most pieces a copy is made of: 16 loads and 16 stores, 16 bytes
   of unknown alignment, 128 at 8-byte alignment, 256 at 16.  The
   library's memcpy (newlib's, in C) costs about 25 instructions to
   call and enter, then copies an unaligned block byte by byte at about
   7 instructions a byte, an 8-byte aligned one at about 12 per 32
   bytes; a piece costs 2.  But every piece is two more insns for each RTL
   pass: the 24 single bytes of a row of six floats (stack_acc in
   bench/kernels) run a quarter fewer instructions than the call and
   make its offload compile 5.6% longer; behind a test of 4-byte
   alignment they are six words.  */
#define MAX_PIECES 16

/* The most pieces a copy tested at run time is made of.  The call
   stays beside them, for the addresses the test fails, so the pieces
   are code added to the loop the copy is in: the six words of
   stack_acc's row, where the call then runs a quarter as often, but
   not 15 pairs of 8-byte pieces for a 120-byte block (pso in
   bench-real, whose loop would become a third longer than without
   msp).  The test is of 4 or 8 bytes, the most a scalar type is
   aligned to, never of 16: the elements of an array of records of an
   odd number of doubles are 16-byte aligned one in two (romberg's
   136-byte blocks of 17 doubles in bench-real), and the test would
   fail as often as it holds.  */
#define MAX_TESTED_PIECES 8

/* The mode of a 16-byte piece, two 64-bit integers, where the target
   supports it and moves it (nvptx_vector_mode_supported, movv2di, in
   GCC 12 to 16); VOIDmode where not.  */

static machine_mode
wide_piece_mode (void)
{
  machine_mode mode;
  if (mode_for_vector (DImode, 2).exists (&mode)
      && targetm.vector_mode_supported_p (mode)
      && optab_handler (mov_optab, mode) != CODE_FOR_nothing)
    return mode;
  return VOIDmode;
}

/* The size in bytes of the next piece of a block of LEN bytes left,
   with both addresses aligned to ALIGN bytes (a power of two), where
   the largest piece is MAX bytes.  */

static unsigned
piece_size (unsigned HOST_WIDE_INT len, unsigned align, unsigned max)
{
  unsigned size = MIN (align, max);
  while (size > len)
    size /= 2;
  return size;
}

/* The largest piece: 16 bytes where the target moves two 64-bit
   integers at once, otherwise MOVE_MAX.  */

static unsigned
max_piece (void)
{
  return wide_piece_mode () != VOIDmode ? 16 : MOVE_MAX;
}

/* The number of pieces of LEN bytes at alignment ALIGN, if at most
   MAX_PIECES; otherwise 0.  */

static unsigned
count_pieces (unsigned HOST_WIDE_INT len, unsigned align)
{
  unsigned max = max_piece ();
  unsigned n = 0;
  while (len)
    {
      if (n == MAX_PIECES)
	return 0;
      len -= piece_size (len, align, max);
      n++;
    }
  return n;
}

/* The alignment in bytes a run-time test would have to show for a copy
   of LEN bytes, which is too many pieces at the known alignment ALIGN:
   the least of 4 and MOVE_MAX (8) at which it is MAX_TESTED_PIECES
   pieces or fewer; 0 if neither is.  */

static unsigned
test_alignment (unsigned HOST_WIDE_INT len, unsigned align)
{
  for (unsigned a = 4; a <= MOVE_MAX; a *= 2)
    {
      unsigned n = count_pieces (len, a);
      if (a > align && n && n <= MAX_TESTED_PIECES)
	return a;
    }
  return 0;
}

/* True if the pointer PTR may be aligned to ALIGN bytes: what GCC knows
   of its misalignment (get_pointer_alignment_1) does not rule it out.  */

static bool
may_be_aligned_p (tree ptr, unsigned align)
{
  unsigned known;
  unsigned HOST_WIDE_INT bitpos;
  get_pointer_alignment_1 (ptr, &known, &bitpos);
  return bitpos % MIN (known, align * BITS_PER_UNIT) == 0;
}

/* The type of a piece of SIZE bytes.  */

static tree
piece_type (unsigned size)
{
  if (size > MOVE_MAX)
    {
      tree type = build_vector_type (unsigned_intDI_type_node,
				     size / GET_MODE_SIZE (DImode));
      gcc_assert (TYPE_MODE (type) == wide_piece_mode ());
      return type;
    }
  return build_nonstandard_integer_type (size * BITS_PER_UNIT, 1);
}

/* walk_tree callback: the first operand of a variable offset that is
   not arithmetic on SSA names and constants (a declaration, a reference
   to memory), which msp_block_pointer could not compute before the
   copy.  */

static tree
not_arithmetic (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TREE_CODE (t) == SSA_NAME || CONSTANT_CLASS_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (UNARY_CLASS_P (t) || BINARY_CLASS_P (t))
    return NULL_TREE;
  return t;
}

/* True if a block of the variable V at a variable offset, stored into
   if STORE, may be reached through V's address.  MEM[&V + c] is a
   reference to V itself; V's address plus a variable offset is a
   pointer, which msp_block_pointer makes addressable.  The alias
   oracle then counts an access through it as one of V
   (ptr_deref_may_alias_decl_p), unless V is a static that it takes to
   be never aliased (may_be_aliased): one that is read-only, which no
   store reaches, so that only its loads may go through a pointer, or
   DECL_NONALIASED.  */

static bool
address_taken_p (tree v, bool store)
{
  if (may_be_aliased (v)
      || !(TREE_STATIC (v) || TREE_PUBLIC (v) || DECL_EXTERNAL (v)))
    return true;
  return !store && TREE_READONLY (v);
}

/* Set *B to the pointer, constant offset and variable offset of the
   reference REF, an aggregate in memory; false if it has none (a
   TARGET_MEM_REF with an index, a declaration other than a variable, a
   reference that is not a whole number of bytes from its base, a
   volatile part).  STORE:
   the block is stored into.  */

static bool
ref_block (tree ref, bool store, struct msp_block *b)
{
  poly_int64 bitsize, bitpos;
  tree var;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree base = get_inner_reference (ref, &bitsize, &bitpos, &var, &mode,
				   &unsignedp, &reversep, &volatilep);
  if (reversep || volatilep || !multiple_p (bitpos, BITS_PER_UNIT)
      || !bits_to_bytes_round_down (bitpos).is_constant (&b->offset))
    return false;
  /* An element of an array at a variable index (g[i] = x): its address
     is the base's plus VAR bytes (get_inner_reference's offset, which
     expand_expr computes the same way for the block move).  */
  if (var && walk_tree_without_duplicates (&var, not_arithmetic, NULL))
    return false;
  b->var = var;
  if (TREE_CODE (base) == MEM_REF
      || (TREE_CODE (base) == TARGET_MEM_REF
	  && !TMR_INDEX (base) && !TMR_INDEX2 (base)))
    {
      /* MEM[p + c], and a TARGET_MEM_REF, which ivopts makes of one in
	 a loop, where it has no index (its offset is operand 1 too:
	 mem_ref_offset).  MEM[&v + c] is v's.  */
      poly_offset_int c = mem_ref_offset (base);
      if (!c.is_constant () || !wi::fits_shwi_p (c.coeffs[0]))
	return false;
      b->ptr = TREE_OPERAND (base, 0);
      b->offset += c.coeffs[0].to_shwi ();
      if (TREE_CODE (b->ptr) == ADDR_EXPR)
	base = TREE_OPERAND (b->ptr, 0);
      else
	return TREE_CODE (b->ptr) == SSA_NAME;
    }
  if (!VAR_P (base) || (b->var && !address_taken_p (base, store)))
    return false;
  b->ptr = build_fold_addr_expr (base);
  return true;
}

/* True if STMT is a copy msp_lower_small_copy makes MAX_PIECES pieces
   or fewer: a memcpy or memmove call of a constant size, or an
   assignment of an aggregate that expand would move through memcpy
   (block-ops.cc); or a call that it makes that few at the alignment
   a run-time test of its pointers could show.  Set *COPY to its
   blocks, size and alignment, and the alignment to test, if any.  */

bool
msp_small_copy_p (gimple *stmt, struct msp_small_copy *copy)
{
  /* Loads and stores may throw where the call does not
     (-fnon-call-exceptions).  */
  if (!gimple_vdef (stmt) || !msp_opts.small_copies
      || cfun->can_throw_non_call_exceptions
      || stmt_could_throw_p (cfun, stmt))
    return false;

  copy->test_align = 0;
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      /* A result stored into memory would need a memory state of its
	 own.  */
      tree lhs = gimple_call_lhs (call);
      if (!(gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
	    || gimple_call_builtin_p (call, BUILT_IN_MEMMOVE))
	  || (lhs && TREE_CODE (lhs) != SSA_NAME)
	  || !tree_fits_uhwi_p (gimple_call_arg (call, 2)))
	return false;
      copy->dst.ptr = gimple_call_arg (call, 0);
      copy->src.ptr = gimple_call_arg (call, 1);
      copy->dst.offset = copy->src.offset = 0;
      copy->dst.var = copy->src.var = NULL_TREE;
      copy->len = tree_to_uhwi (gimple_call_arg (call, 2));
      copy->align = (MIN (get_pointer_alignment (copy->dst.ptr),
			  get_pointer_alignment (copy->src.ptr))
		     / BITS_PER_UNIT);
      if (copy->len && !count_pieces (copy->len, copy->align) && !lhs)
	{
	  unsigned a = test_alignment (copy->len, copy->align);
	  if (a && may_be_aligned_p (copy->dst.ptr, a)
	      && may_be_aligned_p (copy->src.ptr, a))
	    copy->test_align = a;
	  return copy->test_align != 0;
	}
    }
  else if (gimple_assign_single_p (stmt) && !gimple_clobber_p (stmt))
    {
      tree lhs = gimple_assign_lhs (stmt);
      tree rhs = gimple_assign_rhs1 (stmt);
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
      if (TYPE_MODE (TREE_TYPE (lhs)) != BLKmode
	  || !(REFERENCE_CLASS_P (rhs) || VAR_P (rhs))
	  || TREE_THIS_VOLATILE (lhs) || TREE_THIS_VOLATILE (rhs)
	  || !size || !tree_fits_uhwi_p (size)
	  || !msp_block_op_generic_p (stmt, lhs)
	  || !ref_block (lhs, true, &copy->dst)
	  || !ref_block (rhs, false, &copy->src))
	return false;
      copy->len = tree_to_uhwi (size);
      copy->align = (MIN (get_object_alignment (lhs),
			  get_object_alignment (rhs))
		     / BITS_PER_UNIT);
    }
  else
    return false;

  return copy->len && count_pieces (copy->len, copy->align);
}

/* Make the pointer of the block B, if it has a variable offset, before
   GSI: the sum of its pointer and that offset (msp_offset_pointer),
   which becomes its pointer.  Return the pointer made, or null.  */

tree
msp_block_pointer (gimple_stmt_iterator *gsi, struct msp_block *b)
{
  if (!b->var)
    return NULL_TREE;
  tree var = force_gimple_operand_gsi (gsi, fold_convert (sizetype, b->var),
				       true, NULL_TREE, true, GSI_SAME_STMT);
  tree q = msp_offset_pointer (gsi, b->ptr, var);
  b->ptr = q;
  b->var = NULL_TREE;
  return q;
}

/* A reference to the piece of TYPE at OFFSET bytes from PTR.  */

static tree
piece_ref (tree ptr, tree type, HOST_WIDE_INT offset)
{
  tree ref_all = build_pointer_type_for_mode (char_type_node, ptr_mode,
					      true);
  return fold_build2 (MEM_REF, type, ptr, build_int_cst (ref_all, offset));
}

/* Replace the copy at GSI, which msp_small_copy_p accepted as COPY, by
   loads of its pieces and stores of them, each store right after its
   load if INTERLEAVE (the blocks are the same or do not overlap),
   otherwise all the loads first; leave GSI at the first statement made.
   Return how many statements it made.  */

unsigned
msp_lower_small_copy (gimple_stmt_iterator *gsi,
		      const struct msp_small_copy *copy, bool interleave)
{
  gimple *stmt = gsi_stmt (*gsi);
  const struct msp_block &dst = copy->dst, &src = copy->src;
  unsigned HOST_WIDE_INT len = copy->len;
  unsigned align = copy->align;
  location_t loc = gimple_location (stmt);
  tree vuse = gimple_vuse (stmt);
  tree vdef = gimple_vdef (stmt);

  auto_vec<gassign *, MAX_PIECES> loads;
  auto_vec<HOST_WIDE_INT, MAX_PIECES> offsets;
  unsigned max = max_piece ();
  for (unsigned HOST_WIDE_INT offset = 0; offset < len;)
    {
      unsigned size = piece_size (len - offset, align, max);
      tree type = piece_type (size);
      gassign *load
	= gimple_build_assign (make_ssa_name (type),
			       piece_ref (src.ptr, type, src.offset + offset));
      gimple_set_location (load, loc);
      loads.safe_push (load);
      offsets.safe_push (dst.offset + offset);
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
	= gimple_build_assign (piece_ref (dst.ptr, TREE_TYPE (value),
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
  tree lhs = is_gimple_call (stmt) ? gimple_call_lhs (stmt) : NULL_TREE;
  if (lhs)
    {
      /* memcpy and memmove return their destination.  */
      gassign *copy
	= (useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (dst.ptr))
	   ? gimple_build_assign (lhs, dst.ptr)
	   : gimple_build_assign (lhs, NOP_EXPR, dst.ptr));
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

/* Put the call at GSI, which msp_small_copy_p accepted as COPY with an
   alignment to test, behind a run-time test of its pointers:

     if ((((uintptr) dst | (uintptr) src) & (TEST_ALIGN - 1)) == 0)
       { dst' = dst; src' = src; memcpy (dst', src', LEN); }
     else
       memcpy (dst, src, LEN);

   where dst' and src' are new names known to be aligned to TEST_ALIGN
   bytes, so that msp_small_copy_p accepts the first call for pieces.
   Only the pointers GCC knows less alignment of are tested and copied.
   The original call, left in the second arm, defines a memory state of
   its own; the two arms' states meet in a PHI of the call's, and so
   every use of it stands.  Set COPIES[0] and COPIES[1] to the copies of
   the destination and the source pointer, null where there is none.
   Leave GSI at the test, the last statement of the call's block.  */

void
msp_test_small_copy (gimple_stmt_iterator *gsi,
		     const struct msp_small_copy *copy, tree *copies)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));
  unsigned align = copy->test_align;
  location_t loc = gimple_location (call);
  tree itype = pointer_sized_int_node;

  /* The test, before the call.  */
  gimple_seq seq = NULL;
  tree bits = NULL_TREE;
  for (unsigned i = 0; i < 2; i++)
    {
      tree ptr = gimple_call_arg (call, i);
      copies[i] = NULL_TREE;
      if (get_pointer_alignment (ptr) >= align * BITS_PER_UNIT)
	continue;
      tree b = gimple_convert (&seq, loc, itype, ptr);
      bits = bits ? gimple_build (&seq, loc, BIT_IOR_EXPR, itype, bits, b) : b;
      copies[i] = ptr;
    }
  gcc_assert (bits);
  bits = gimple_build (&seq, loc, BIT_AND_EXPR, itype, bits,
		       build_int_cst (itype, align - 1));
  gcond *test = gimple_build_cond (EQ_EXPR, bits, build_zero_cst (itype),
				   NULL_TREE, NULL_TREE);
  gimple_set_location (test, loc);
  gimple_seq_add_stmt (&seq, test);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);

  /* BB ends with the test; CALL_BB holds the call alone, followed by
     JOIN; ALIGNED is the new arm.  split_block keeps the dominators and
     the loops; the new arm's are set here.  */
  basic_block bb = gimple_bb (call);
  edge other = split_block (bb, test);
  basic_block call_bb = other->dest;
  edge join_edge = split_block (call_bb, call);
  basic_block join = join_edge->dest;
  basic_block aligned = create_empty_bb (bb);
  if (current_loops)
    add_bb_to_loop (aligned, bb->loop_father);
  other->flags = (other->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge taken = make_edge (bb, aligned, EDGE_TRUE_VALUE);
  edge aligned_join = make_single_succ_edge (aligned, join, EDGE_FALLTHRU);
  taken->probability = profile_probability::likely ();
  other->probability = taken->probability.invert ();
  aligned->count = bb->count.apply_probability (taken->probability);
  call_bb->count = bb->count.apply_probability (other->probability);
  if (dom_info_available_p (CDI_DOMINATORS))
    {
      set_immediate_dominator (CDI_DOMINATORS, aligned, bb);
      set_immediate_dominator (CDI_DOMINATORS, join, bb);
    }

  /* The first arm: the aligned copies of the pointers, and the call on
     them.  */
  gcall *first = as_a <gcall *> (gimple_copy (call));
  gimple_stmt_iterator agsi = gsi_start_bb (aligned);
  for (unsigned i = 0; i < 2; i++)
    if (copies[i])
      {
	tree q = make_ssa_name (TREE_TYPE (copies[i]));
	gassign *set = gimple_build_assign (q, copies[i]);
	gimple_set_location (set, loc);
	set_ptr_info_alignment (get_ptr_info (q), align, 0);
	gsi_insert_after (&agsi, set, GSI_NEW_STMT);
	gimple_call_set_arg (first, i, q);
	copies[i] = q;
      }
  gsi_insert_after (&agsi, first, GSI_NEW_STMT);

  /* The arms' memory states meet in the call's.  */
  tree vdef = gimple_vdef (call);
  gimple_set_vdef (first, make_ssa_name (gimple_vop (cfun), first));
  gimple_set_vdef (call, make_ssa_name (gimple_vop (cfun), call));
  gphi *phi = create_phi_node (vdef, join);
  add_phi_arg (phi, gimple_vdef (first), aligned_join, UNKNOWN_LOCATION);
  add_phi_arg (phi, gimple_vdef (call), join_edge, UNKNOWN_LOCATION);
  update_stmt (first);
  update_stmt (call);

  *gsi = gsi_last_bb (bb);
}
