/* wide-mult.cc -- mul.wide for 32-bit indices scaled into 64-bit offsets.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   An access a[i] with a 32-bit int i needs the 64-bit offset
   (sizetype) i * sizeof *a.  GCC's widening_mul pass makes it
   "i w* 4" (a WIDEN_MULT_EXPR: tree-ssa-math-opts.cc,
   convert_mult_to_widen, since nvptx.md has mulsidi3 and umulsidi3,
   mul.wide.s32 and mul.wide.u32).  But expand turns a widening
   multiplication by a constant into an extension and shifts or adds
   (expmed.cc, expand_widening_mult: a power of two always, others when
   synth_mult finds them cheaper), so the PTX is cvt.s64.s32, shl.b64,
   add.u64, which ptxas makes three SASS instructions (SHF, LEA,
   LEA.HI.X) where nvcc's mul.wide.s32 and add become one IMAD.WIDE.

   So in msp-late, the last GIMPLE pass, each widening multiplication
   of a 32-bit SSA name by a constant (constant_operand) inside a loop
   takes the constant from an SSA name set once on the function's entry
   edge: expand then sees a register (TER substitutes a definition only
   into a use in its own block: tree-ssa-ter.cc, and the loop's block is
   not the entry edge's) and emits mulsidi3 or umulsidi3; no RTL pass
   puts the constant back, as neither pattern takes one (their operand
   2 is nvptx_register_operand, so cprop's, fwprop's and combine's
   substitutions fail to match), and ptxas folds the register's
   constant into IMAD.WIDE.

   Not in OpenACC functions, whose partitioned regions would receive the
   register by broadcast.

   The value is the same: expand computes a WIDEN_MULT_EXPR exactly,
   in the wide mode, whatever form it takes (tree.def).  Only 32-bit
   operands with a 64-bit result, and constants that fit the operand's
   type (expand's own condition for using the widening optab), other
   than 0, 1 and -1, change.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/transform/flat-ref.h"
#include "gimple/transform/wide-mult.h"

/* The SSA name set to CST, of the type TYPE, on the entry edge of FUN;
   made on first use, remembered in *MADE.  */

static tree
constant_name (function *fun, tree type, tree cst, vec<tree> *made)
{
  tree value = fold_convert (type, cst);
  for (unsigned i = 0; i < made->length (); i++)
    {
      gimple *def = SSA_NAME_DEF_STMT ((*made)[i]);
      if (types_compatible_p (TREE_TYPE ((*made)[i]), type)
	  && tree_int_cst_equal (gimple_assign_rhs1 (def), value))
	return (*made)[i];
    }
  tree name = make_ssa_name (type);
  gassign *def = gimple_build_assign (name, value);
  gsi_insert_on_edge_immediate (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN
						    (fun)), def);
  made->safe_push (name);
  return name;
}

/* True if CST may be the constant of a widening multiplication of an
   operand of type TYPE: it fits TYPE (so extending it as TYPE gives
   the same 64-bit value) and is not 0, 1 or -1.  */

static bool
usable_constant_p (tree cst, tree type)
{
  return (TREE_CODE (cst) == INTEGER_CST && int_fits_type_p (cst, type)
	  && !integer_zerop (cst) && !integer_onep (cst)
	  && !integer_minus_onep (cst));
}

/* The operand X of a widening multiplication as an INTEGER_CST if it is
   a constant: a constant, or an SSA name set to a conversion of one.
   convert_mult_to_widen (tree-ssa-math-opts.cc) converts an operand to
   the multiplication's narrow type with build_and_insert_cast, which in
   GCC 12 and 13 does not fold a constant: an unsigned char index c
   scaled by 4 becomes
     _3 = (unsigned int) c; _5 = (unsigned int) 4; _6 = _3 w* _5
   and expand then sees the constant through TER, both in the loop's
   block.  Otherwise return X.  */

static tree
constant_operand (tree x)
{
  if (TREE_CODE (x) != SSA_NAME)
    return x;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  if (def == NULL
      || TREE_CODE (gimple_assign_rhs1 (def)) != INTEGER_CST
      || !(gimple_assign_single_p (def)
	   || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
    return x;
  return fold_convert (TREE_TYPE (x), gimple_assign_rhs1 (def));
}

/* True if IDX is a 32-bit integer SSA name and the result is 64-bit.  */

static bool
narrow_index_p (tree idx, tree result_type)
{
  return (TREE_CODE (idx) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (idx))
	  && TYPE_PRECISION (TREE_TYPE (idx)) == 32
	  && TYPE_PRECISION (result_type) == 64);
}

/* True if the 64-bit value NAME only reaches narrower ones, through at
   most DEPTH additions, subtractions, multiplications and conversions
   that keep 64 bits: sums with a 32-bit pointer (a .shared address,
   core/spaces.cc) or conversions to a narrower type.  Then only its low
   32 bits count, and combine makes a widening multiplication by a
   register a 32-bit one, mad.lo.u32 with the register.  By a power of
   two, expand's shift is as narrow (a shl.b32 that ptxas folds into
   the add, LEA), and the register only costs: 51 SASS instructions
   per iteration instead of 49 in bench-real's histogram, whose bins
   are an array in .shared indexed by an unsigned char.  By another
   constant, expand synthesises the product in 64 bits before the
   truncation (cvt.s64.s32, two add.u64 and shl.b64 for 12), and the
   register's mad.lo.u32 is one instruction (quicksort's 12-byte
   elements in .shared).  Where the value also reaches a 64-bit use
   (an address, a vector of addresses, a load through such an address
   even where the loaded value is narrower), the register makes it one
   mul.wide.  */

static bool
narrowed_p (tree name, int depth)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      if (!is_gimple_assign (stmt))
	return false;
      tree lhs = gimple_assign_lhs (stmt);
      /* A vector's TYPE_PRECISION is not its elements'.  */
      if (TREE_CODE (lhs) != SSA_NAME
	  || !(INTEGRAL_TYPE_P (TREE_TYPE (lhs))
	       || POINTER_TYPE_P (TREE_TYPE (lhs))))
	return false;
      /* Only arithmetic narrows: a load of an int through an address
	 made from NAME (a TARGET_MEM_REF's index, a MEM_REF of a sum)
	 has a narrow result but a 64-bit address.  */
      switch (gimple_assign_rhs_code (stmt))
	{
	case PLUS_EXPR:
	case MINUS_EXPR:
	case MULT_EXPR:
	case POINTER_PLUS_EXPR:
	CASE_CONVERT:
	  if (TYPE_PRECISION (TREE_TYPE (lhs)) < 64
	      || (depth > 0 && narrowed_p (lhs, depth - 1)))
	    continue;
	  return false;
	default:
	  return false;
	}
    }
  return true;
}

/* One term IDX * SCALE of a reference's variable offset.  */

struct offset_term
{
  tree idx;
  offset_int scale;
};

/* A sizetype value, VALUE modulo 2^64, as a signed one.  */

static offset_int
size_value (const offset_int &value)
{
  return wi::sext (value, TYPE_PRECISION (sizetype));
}

/* Split X times SCALE, part of the variable offset of a reference
   (get_inner_reference, in sizetype: arithmetic modulo 2^64), into
   terms (sizetype) IDX * S for 32-bit IDX, pushed onto TERMS, and
   constants, added to *CST.  fold distributes nothing: a[i][j] of
   float[16][64] is ((sizetype) j + (sizetype) i * 64) * 4.  Return
   false if X has any other part, or more than four terms.  */

static bool
offset_terms (tree x, const offset_int &scale, vec<offset_term> *terms,
	      offset_int *cst)
{
  switch (TREE_CODE (x))
    {
    case PLUS_EXPR:
      return (offset_terms (TREE_OPERAND (x, 0), scale, terms, cst)
	      && offset_terms (TREE_OPERAND (x, 1), scale, terms, cst));
    case INTEGER_CST:
      *cst = size_value (*cst + wi::to_offset (x) * scale);
      return true;
    case MULT_EXPR:
      if (TREE_CODE (TREE_OPERAND (x, 1)) != INTEGER_CST)
	return false;
      return offset_terms (TREE_OPERAND (x, 0),
			   size_value (scale
				       * wi::to_offset (TREE_OPERAND (x, 1))),
			   terms, cst);
    CASE_CONVERT:
      {
	offset_term t = { TREE_OPERAND (x, 0), scale };
	if (!narrow_index_p (t.idx, TREE_TYPE (x)) || terms->length () == 4)
	  return false;
	terms->safe_push (t);
	return true;
      }
    default:
      return false;
    }
}

/* The constant of a widening multiplication of IDX giving the same
   64-bit value as (sizetype) IDX * SCALE modulo 2^64, or NULL if
   there is none or it is not worth one (usable_constant_p).  */

static tree
term_constant (const offset_term &t)
{
  offset_int s = size_value (t.scale);
  tree type = TREE_TYPE (t.idx);
  if (!wi::fits_to_tree_p (s, type))
    return NULL_TREE;
  tree c = wide_int_to_tree (type, s);
  return usable_constant_p (c, type) ? c : NULL_TREE;
}

/* If *REFP, an operand of STMT, is an array reference (within
   components) into a MEM_REF whose variable offset is a sum of
   (sizetype) IDX * C for 32-bit IDX (a[i][j]: i * ROW + j * 4) and
   constants (offset_terms), make it a MEM_REF of the pointer plus the
   sum of the IDX w* C, each C in a register; return true if so.
   Only 64-bit pointers: the 32-bit .shared ones have their own
   lowering (rewrite.cc, lower_short_ref).  This is how expand would
   compute the address (get_inner_reference
   gives the offset, expand_expr_addr_expr adds it), with the
   multiplication in mul.wide; the access's type, alignment, alias type,
   space, dependence clique and volatility stay.  */

static bool
flatten_ref (function *fun, gimple *stmt, tree *refp, vec<tree> *made)
{
  tree ref = *refp;
  poly_int64 bitsize, bitpos;
  HOST_WIDE_INT bytepos;
  tree offset;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;

  if (!handled_component_p (ref) || TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
    return false;
  tree base = get_inner_reference (ref, &bitsize, &bitpos, &offset, &mode,
				   &unsignedp, &reversep, &volatilep);
  if (offset == NULL_TREE || TREE_CODE (base) != MEM_REF || reversep
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME
      || TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (base, 0))) != 64
      || !bitpos.is_constant (&bytepos) || bytepos % BITS_PER_UNIT)
    return false;
  bytepos /= BITS_PER_UNIT;

  auto_vec<offset_term, 4> terms;
  offset_int cst = 0;
  if (!offset_terms (offset, 1, &terms, &cst) || terms.is_empty ())
    return false;
  for (unsigned i = 0; i < terms.length (); i++)
    if (!term_constant (terms[i]))
      return false;

  /* The sum of the terms' widening multiplications, in order.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree sum = NULL_TREE;
  for (unsigned i = 0; i < terms.length (); i++)
    {
      tree idx = terms[i].idx;
      tree wide = make_ssa_name (sizetype);
      gsi_insert_before (&gsi,
			 gimple_build_assign (wide, WIDEN_MULT_EXPR, idx,
					      constant_name
						(fun, TREE_TYPE (idx),
						 term_constant (terms[i]),
						 made)),
			 GSI_SAME_STMT);
      if (sum)
	{
	  tree s = make_ssa_name (sizetype);
	  gsi_insert_before (&gsi, gimple_build_assign (s, PLUS_EXPR, sum,
							wide),
			     GSI_SAME_STMT);
	  wide = s;
	}
      sum = wide;
    }
  tree q;
  *refp = msp_flat_mem_ref (&gsi, ref, base, sum, cst + bytepos, volatilep,
			    &q);
  return true;
}

/* Give the widening multiplications by constants in the loops of FUN a
   register operand (see the head of the file); return how many.  */

unsigned
msp_wide_mult_registers (function *fun)
{
  auto_vec<tree> made;
  basic_block bb;
  unsigned n = 0;

  /* In OpenACC code the constant's register, set on the entry edge,
     is live into the worker and vector partitioned regions, and
     nvptx_reorg broadcasts it (nvptx_propagate: __oacc_bcast and
     shfl), which costs more than it saves (bench spmv_csr: +1% warp
     instructions).  */
  if (!optimize || !msp_opts.wide_mult || oacc_get_fn_attrib (fun->decl))
    return 0;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (bb->loop_father == NULL || loop_outer (bb->loop_father) == NULL)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gassign *stmt = dyn_cast <gassign *> (gsi_stmt (gsi));
	  if (stmt == NULL)
	    continue;
	  if (gimple_assign_single_p (stmt) && !gimple_has_volatile_ops (stmt))
	    {
	      /* A load or a store (an aggregate copy has both).  */
	      bool changed = flatten_ref (fun, stmt,
					  gimple_assign_lhs_ptr (stmt), &made);
	      changed |= flatten_ref (fun, stmt,
				      gimple_assign_rhs1_ptr (stmt), &made);
	      if (changed)
		{
		  update_stmt (stmt);
		  n++;
		}
	      continue;
	    }
	  if (gimple_assign_rhs_code (stmt) != WIDEN_MULT_EXPR)
	    continue;
	  tree op = constant_operand (gimple_assign_rhs1 (stmt));
	  tree cst = constant_operand (gimple_assign_rhs2 (stmt));
	  if (TREE_CODE (op) == INTEGER_CST)
	    std::swap (op, cst);
	  if (!narrow_index_p (op, TREE_TYPE (gimple_assign_lhs (stmt)))
	      || !usable_constant_p (cst, TREE_TYPE (op))
	      || (integer_pow2p (cst)
		  && narrowed_p (gimple_assign_lhs (stmt), 3)))
	    continue;
	  tree name = constant_name (fun, TREE_TYPE (op), cst, &made);
	  gimple_assign_set_rhs1 (stmt, op);
	  gimple_assign_set_rhs2 (stmt, name);
	  update_stmt (stmt);
	  n++;
	}
    }
  return n;
}
