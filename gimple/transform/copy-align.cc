/* copy-align.cc -- the alignment of the addresses msp's copies hide.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   A parallel region's function reaches a team array that msp moved into
   .shared through a copy of its address made by an asm, a PTX comment
   (team-shared.cc, replace_loads: p_5 = asm ("// msp: copy" : "=r" p_5
   : "0" &__msp_team_shared + 4096)), which keeps GCC's propagators from
   turning the accesses into references of the buffer.  It keeps the
   conditional constant propagation from the address too: CCP takes an
   asm's outputs as VARYING (tree-ssa-ccp.cc, surely_varying_stmt_p), so
   neither the copy nor a pointer computed from it gets the alignment
   CCP gives a pointer computed from the declaration's address
   (ccp_finalize, set_ptr_info_alignment).  Expand and msp's small
   copies take an access's alignment from its pointer's
   (get_object_alignment, get_pointer_alignment): without it, an access
   of a packed type (HeCBench's float4 with __attribute__ ((packed)),
   alignment 1) is a byte at a time, and a copy of one is 16 loads and
   16 stores of a byte.

   So msp-late, before it rewrites the accesses, gives each such copy
   the alignment of its input, the buffer's address (the buffer's
   alignment, DECL_ALIGN, and the array's offset: get_pointer_alignment_1),
   and each pointer computed from a pointer so given by a conversion or
   by adding an offset the alignment that follows: the base's, less
   where the offset's known trailing zero bits are fewer
   (offset_ctz).  Both are facts of the values at run time, which no
   later pass changes: the buffer is placed at its alignment (the PTX
   .align of a .shared variable, which the generic address keeps, the
   window's base being aligned), and the arithmetic is exact modulo
   2^64.  A pointer only gains alignment; a PHI's result gets none.
   The rewrite copies the alignment into each pointer's copy in the
   access's space (rewrite.cc, copy_points_to).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/analysis/rules.h"
#include "gimple/transform/copy-align.h"

/* The number of trailing zero bits that the integer X surely has, at
   most PREC (its precision; all of them for zero), looking through at
   most DEPTH definitions: constants, sums, products, left shifts by a
   constant, conversions and the known nonzero bits of an SSA name.  */

static unsigned
offset_ctz (tree x, unsigned prec, int depth)
{
  if (TREE_CODE (x) == INTEGER_CST)
    {
      if (integer_zerop (x))
	return prec;
      return MIN ((unsigned) wi::ctz (wi::to_wide (x)), prec);
    }
  if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x)))
    return 0;
  unsigned own = MIN (prec, TYPE_PRECISION (TREE_TYPE (x)));
  unsigned known = 0;
  wide_int nz = get_nonzero_bits (x);
  if (nz == 0)
    return own;
  known = MIN ((unsigned) wi::ctz (nz), own);
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  if (def == NULL || depth <= 0)
    return known;
  tree a = gimple_assign_rhs1 (def);
  tree b = gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def) : NULL_TREE;
  unsigned r = 0;
  switch (gimple_assign_rhs_code (def))
    {
    case INTEGER_CST:
    case SSA_NAME:
      r = offset_ctz (a, own, depth - 1);
      break;
    CASE_CONVERT:
      /* An extension keeps the low bits, a truncation keeps OWN of
	 them.  */
      if (INTEGRAL_TYPE_P (TREE_TYPE (a)))
	r = MIN (offset_ctz (a, TYPE_PRECISION (TREE_TYPE (a)), depth - 1),
		 own);
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
      r = MIN (offset_ctz (a, own, depth - 1), offset_ctz (b, own, depth - 1));
      break;
    case MULT_EXPR:
    case WIDEN_MULT_EXPR:
      r = MIN (offset_ctz (a, own, depth - 1) + offset_ctz (b, own, depth - 1),
	       own);
      break;
    case LSHIFT_EXPR:
      if (TREE_CODE (b) == INTEGER_CST && tree_fits_uhwi_p (b)
	  && tree_to_uhwi (b) < own)
	r = MIN (offset_ctz (a, own, depth - 1) + tree_to_uhwi (b), own);
      break;
    default:
      break;
    }
  return MAX (r, known);
}

/* The alignment in bytes and the misalignment that PTR, a pointer, is
   known to have, into *ALIGN and *MISALIGN; false if none is known.  */

static bool
known_alignment (tree ptr, unsigned *align, unsigned HOST_WIDE_INT *misalign)
{
  unsigned bits;
  unsigned HOST_WIDE_INT bitpos;
  /* What it returns tells whether the alignment is exact, not whether
     it is known: BITS is a lower bound either way.  */
  get_pointer_alignment_1 (ptr, &bits, &bitpos);
  if (bits < 2 * BITS_PER_UNIT)
    return false;
  *align = bits / BITS_PER_UNIT;
  *misalign = bitpos / BITS_PER_UNIT;
  return true;
}

/* The alignment of the address IN, the input of a copy, as
   known_alignment; IN may also be an SSA name set to an address or to
   a conversion of one (_98 = (char[24576] *) &__msp_team_shared: CCP
   propagates such a constant rather than record its alignment).  */

static bool
input_alignment (tree in, unsigned *align, unsigned HOST_WIDE_INT *misalign)
{
  for (int depth = 0; depth < 4; depth++)
    {
      if (known_alignment (in, align, misalign))
	return true;
      gassign *def = (TREE_CODE (in) == SSA_NAME
		      ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (in)) : NULL);
      if (def == NULL
	  || !(gimple_assign_single_p (def)
	       || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
	return false;
      tree rhs = gimple_assign_rhs1 (def);
      if (!POINTER_TYPE_P (TREE_TYPE (rhs))
	  || TYPE_PRECISION (TREE_TYPE (rhs)) != TYPE_PRECISION (TREE_TYPE (in)))
	return false;
      in = rhs;
    }
  return false;
}

/* Give NAME, a pointer, the alignment ALIGN with the misalignment
   MISALIGN if that is more than it has; return true if so.  */

static bool
raise_alignment (tree name, unsigned align, unsigned HOST_WIDE_INT misalign)
{
  unsigned old;
  unsigned HOST_WIDE_INT old_mis;
  if (align < 2 || (known_alignment (name, &old, &old_mis) && old >= align))
    return false;
  set_ptr_info_alignment (get_ptr_info (name), align, misalign & (align - 1));
  return true;
}

/* The alignment of the result of STMT, an assignment to a pointer, from
   its operand BASE, which has ALIGN and MISALIGN, into *ALIGN and
   *MISALIGN; false if it is not one of the forms the head of the file
   lists.  */

static bool
derived_alignment (gassign *stmt, tree base, unsigned *align,
		   unsigned HOST_WIDE_INT *misalign)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (gimple_assign_rhs1 (stmt) != base)
    return false;
  if (code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
    return (TYPE_PRECISION (TREE_TYPE (gimple_assign_lhs (stmt)))
	    == TYPE_PRECISION (TREE_TYPE (base)));
  if (code != POINTER_PLUS_EXPR)
    return false;
  tree off = gimple_assign_rhs2 (stmt);
  unsigned prec = TYPE_PRECISION (TREE_TYPE (off));
  if (TREE_CODE (off) == INTEGER_CST)
    {
      *misalign += TREE_INT_CST_LOW (off);
      return true;
    }
  unsigned ctz = offset_ctz (off, prec, 6);
  if (ctz < HOST_BITS_PER_INT - 1 && (1u << ctz) < *align)
    *align = 1u << ctz;
  return *align >= 2;
}

/* Give the copies msp's asms make of addresses in FUN, and the pointers
   computed from them, their alignment (the head of the file); return
   the number of pointers given one.  */

unsigned
msp_align_copies (function *fun)
{
  auto_vec<tree> work;
  unsigned n = 0;
  basic_block bb;

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree in = msp_asm_copy_input (gsi_stmt (gsi));
	if (in == NULL_TREE || !POINTER_TYPE_P (TREE_TYPE (in)))
	  continue;
	tree out = TREE_VALUE (gimple_asm_output_op
				 (as_a <gasm *> (gsi_stmt (gsi)), 0));
	unsigned align;
	unsigned HOST_WIDE_INT misalign;
	if (POINTER_TYPE_P (TREE_TYPE (out))
	    && input_alignment (in, &align, &misalign)
	    && raise_alignment (out, align, misalign))
	  {
	    n++;
	    work.safe_push (out);
	  }
      }

  while (!work.is_empty ())
    {
      tree base = work.pop ();
      unsigned base_align;
      unsigned HOST_WIDE_INT base_mis;
      if (!known_alignment (base, &base_align, &base_mis))
	continue;
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, base)
	{
	  gassign *stmt = dyn_cast <gassign *> (USE_STMT (use));
	  unsigned align = base_align;
	  unsigned HOST_WIDE_INT misalign = base_mis;
	  if (stmt == NULL)
	    continue;
	  tree lhs = gimple_assign_lhs (stmt);
	  if (TREE_CODE (lhs) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (lhs))
	      && derived_alignment (stmt, base, &align, &misalign)
	      && raise_alignment (lhs, align, misalign))
	    {
	      n++;
	      work.safe_push (lhs);
	    }
	}
    }
  return n;
}
