/* rules.cc -- the rules that carry masks through statements.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   For each SSA name the resolver (resolve.cc) computes two masks (the
   lattice of core/lattice.h, which also says why a resolved mask is the
   space of an access):

     data      the spaces of the pointers the value may be a copy of,
               moved by pointer arithmetic, held in an integer, a float
               or a vector: where an access through it may go;
     implicit  the spaces of the pointers whose bits may have reached
               it otherwise: through the conditions it was chosen under,
               the offsets added to it, the addresses it was loaded from.

   The bits a value carries are the union of both ("bits" below).  An
   access through a pointer made by pointer operations from pointers
   into one space goes to that space, whatever chose between them; but
   once the value is an integer again, all its bits count: a pointer
   made from an integer, a float or a vector takes as data all the bits
   of its operand.

   The roots give data masks to parameters and loads (sources.cc),
   addresses of declarations (decls.cc) and calls (call-rules.cc); the
   rules below, one statement at a time, carry them through:

     p = q p+ off          data (q): C's pointer arithmetic stays inside
                           q's object, whatever OFF holds; OFF's bits go
                           to the implicit mask
     p = &MEM[q + off].f   likewise
     p = &decl             the decl's storage (decls.cc)
     p = c ? q : r         data (q) | data (r); c's bits implicit
     p = PHI <q, r, ...>   data (q) | data (r) | ...; implicit: the bits
                           of the conditions that decide which argument
                           it takes (below); an argument that a test
                           makes equal to a constant on its edge is
                           that constant (edge-consts.cc)
     v = *p                data: what memory holds (sources.cc);
                           implicit: the bits of its offsets and indices
                           and p's implicit mask, which may decide which
                           location is read (msp_address_implicit)
     p = (T *) i           bits (i): no pointer bits at all (MSP_EMPTY)
                           is a fabricated address, valid for no object
                           (GCC passes firstprivate numbers so);
                           MSP_UNKNOWN with
                           -fplugin-arg-msp-track-int2ptr=0
     v = f (a, b, ...)     data (a) | data (b) | ... for every other
                           operation: copies, conversions (also to and
                           from floating point and vectors), +, -, *,
                           shifts, bitwise operations, MIN, MAX,
                           BIT_FIELD_REF, constructors, comparisons
                           (b = a < c carries the bits of a and c:
                           testing a pointer's bits one by one rebuilds
                           it); implicit (a) | implicit (b) | ...
     v = g (a, b, ...)     a call: what it returns (call-rules.cc)

   A constant carries no pointer (MSP_EMPTY), a pointer constant neither.
   Every SSA definition the rules do not model, an asm output above all
   (but msp's own copies, msp_asm_copy_input), is MSP_UNKNOWN.

   Three rules look through the definitions of their operands, where
   the masks alone would lose what a computation cancels (roots.cc): a
   comparison and a difference of two values moved by numbers from the
   same roots give only the numbers' bits; a pointer compared with null
   reveals only what chose it; an integer made a pointer points into
   its root's space when it is that root plus numbers carrying no bits
   of the space.

   A PHI's implicit mask also takes what the sources of its edges pass
   on (the conditions that choose the edge), and a block's condition
   mask the bits of the branches it depends on: the resolver adds those
   (resolve.cc, "Implicit flows"), asking msp_branch_bits what a branch
   reveals.  The rules read the masks only through the accessors of
   masks.cc, which tell the resolver what they read.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/analysis/call-rules.h"
#include "gimple/analysis/edge-consts.h"
#include "gimple/analysis/roots.h"
#include "gimple/analysis/sources.h"
#include "gimple/analysis/rules.h"

/* True if the value of TYPE made by STMT, whose first operand is RHS1,
   is a pointer made from something else than a pointer: an integer, a
   float's or a vector's bits.  */

static bool
pointer_from_bits_p (tree type, tree rhs1)
{
  if (!POINTER_TYPE_P (type))
    return false;
  while (TREE_CODE (rhs1) == VIEW_CONVERT_EXPR
	 || TREE_CODE (rhs1) == BIT_FIELD_REF
	 || TREE_CODE (rhs1) == REALPART_EXPR
	 || TREE_CODE (rhs1) == IMAGPART_EXPR)
    rhs1 = TREE_OPERAND (rhs1, 0);
  return !POINTER_TYPE_P (TREE_TYPE (rhs1));
}

/* The bits the comparison of A with B may reveal (msp_same_root_p).  */

static msp_mask
comparison_bits (tree a, tree b, const msp_masks &masks)
{
  msp_mask off;

  if (msp_same_root_p (a, b, masks, &off))
    return off;
  if (integer_zerop (a))
    std::swap (a, b);
  if (integer_zerop (b) && msp_pointer_value_p (a, masks))
    /* A pointer compared with null: a valid pointer is never null, so
       the outcome tells only whether it is one, which what chose it
       decided (its implicit mask), not where it points.  */
    return msp_value_implicit (a, masks);
  return msp_value_bits (a, masks) | msp_value_bits (b, masks);
}

/* The bits the truth value COND, a condition of a COND_EXPR, reveals.  */

static msp_mask
condition_bits (tree cond, const msp_masks &masks)
{
  if (COMPARISON_CLASS_P (cond))
    return comparison_bits (TREE_OPERAND (cond, 0), TREE_OPERAND (cond, 1),
			    masks);
  return msp_value_bits (cond, masks);
}

/* The data and implicit masks of the value STMT, a statement of the
   function CTX describes, assigns to its SSA result, into *DATA and
   *IMPLICIT.  */

static void
assign_masks (const msp_fn_ctx *ctx, gassign *stmt, const msp_masks &masks,
	      msp_mask *data, msp_mask *implicit)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);

  if (gimple_assign_load_p (stmt))
    {
      /* Which location is read depends on the address.  */
      *data = msp_load_mask (ctx, rhs1, masks);
      *implicit = msp_address_implicit (rhs1, masks);
      return;
    }

  if (code == POINTER_PLUS_EXPR)
    {
      *data = msp_operand_mask (rhs1, masks);
      *implicit = (msp_value_implicit (rhs1, masks)
		   | msp_value_bits (gimple_assign_rhs2 (stmt), masks));
      return;
    }
  if (code == ADDR_SPACE_CONVERT_EXPR)
    {
      *data = msp_operand_mask (rhs1, masks);
      *implicit = msp_value_implicit (rhs1, masks);
      return;
    }
  msp_mask off;
  if ((code == POINTER_DIFF_EXPR || code == MINUS_EXPR)
      && msp_same_root_p (rhs1, gimple_assign_rhs2 (stmt), masks, &off))
    {
      /* The distance between two pointers into one object.  */
      *data = MSP_EMPTY;
      *implicit = off;
      return;
    }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      /* A truth value: no pointer's copy, but what it reveals.  */
      *data = MSP_EMPTY;
      *implicit = comparison_bits (rhs1, gimple_assign_rhs2 (stmt), masks);
      return;
    }
  if (code == COND_EXPR)
    {
      tree rhs2 = gimple_assign_rhs2 (stmt), rhs3 = gimple_assign_rhs3 (stmt);
      *data = msp_value_mask (rhs2, masks) | msp_value_mask (rhs3, masks);
      *implicit = (condition_bits (rhs1, masks)
		   | msp_value_implicit (rhs2, masks)
		   | msp_value_implicit (rhs3, masks));
      if (pointer_from_bits_p (type, rhs2) || pointer_from_bits_p (type, rhs3))
	*data |= *implicit;
      return;
    }

  msp_mask m = msp_value_mask (rhs1, masks);
  msp_mask i = msp_value_implicit (rhs1, masks);
  for (unsigned k = 2; k < gimple_num_ops (stmt); k++)
    {
      m |= msp_value_mask (gimple_op (stmt, k), masks);
      i |= msp_value_implicit (gimple_op (stmt, k), masks);
    }
  msp_mask b = m | i;
  *implicit = i;
  *data = m;

  if (pointer_from_bits_p (type, rhs1))
    {
      /* The pointer bits that flowed in, by any way; none for a
	 fabricated address; the space of the one pointer it was computed
	 from, when what was added to it holds no bits of that space
	 (msp_pointer_plus_number_p).  */
      *data = b;
      if (CONVERT_EXPR_CODE_P (code) && TREE_CODE (rhs1) == SSA_NAME)
	{
	  msp_mask space;
	  if (msp_pointer_plus_number_p (rhs1, masks, &space))
	    *data = space;
	}
      if (!msp_opts.track_int2ptr && !integer_zerop (rhs1))
	*data = MSP_UNKNOWN;
    }
}

/* If STMT is an asm msp made to copy its input to its output and do
   nothing else, return the input: the template MSP_ASM_COPY_TEMPLATE (a
   comment), one output in a register tied to the one input ("0"), no
   clobbers, no labels.  The output register then holds the input's
   value.  The user's own asm, even an empty one, is not modelled.  */

tree
msp_asm_copy_input (gimple *stmt)
{
  gasm *a = dyn_cast <gasm *> (stmt);

  if (a == NULL || strcmp (gimple_asm_string (a), MSP_ASM_COPY_TEMPLATE)
      || gimple_asm_noutputs (a) != 1 || gimple_asm_ninputs (a) != 1
      || gimple_asm_nclobbers (a) != 0 || gimple_asm_nlabels (a) != 0)
    return NULL_TREE;
  tree out = gimple_asm_output_op (a, 0), in = gimple_asm_input_op (a, 0);
  const char *oc = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (out)));
  const char *ic = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (in)));
  if (TREE_CODE (TREE_VALUE (out)) != SSA_NAME || strcmp (oc, "=r")
      || strcmp (ic, "0"))
    return NULL_TREE;
  return TREE_VALUE (in);
}

/* True if STMT is an asm whose template is blank: empty or white space,
   as in the compiler barrier asm volatile ("" : : : "memory").  GCC
   prints an asm's template as written, with its operands substituted,
   and nothing for an empty one (final.cc, final_scan_insn and
   output_asm_insn), so a blank asm emits no instruction: at run time it
   reads and writes no memory and synchronises with no thread, whatever
   its clobbers and memory operands tell GCC's passes.  What it leaves
   in its register outputs is still not modelled (msp_stmt_masks).  */

bool
msp_asm_blank_p (gimple *stmt)
{
  gasm *a = dyn_cast <gasm *> (stmt);

  if (a == NULL)
    return false;
  for (const char *p = gimple_asm_string (a); *p; p++)
    if (!ISSPACE (*p))
      return false;
  return true;
}

/* Build the asm that msp_asm_copy_input reads: OUT, an SSA name, gets
   the value IN.  The caller inserts it.  */

gasm *
msp_build_asm_copy (tree out, tree in)
{
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  vec_safe_push (outputs,
		 build_tree_list (build_tree_list (NULL_TREE,
						   build_string (3, "=r")),
				  out));
  vec_safe_push (inputs,
		 build_tree_list (build_tree_list (NULL_TREE,
						   build_string (2, "0")),
				  in));
  gasm *copy = gimple_build_asm_vec (MSP_ASM_COPY_TEMPLATE, inputs, outputs,
				     NULL, NULL);
  SSA_NAME_DEF_STMT (out) = copy;
  return copy;
}

/* The SSA name STMT, a statement of the function CTX describes, defines
   by a rule, with its data and implicit masks in *DATA and *IMPLICIT;
   or NULL_TREE.  Every other SSA definition of STMT is not modelled:
   MSP_UNKNOWN (an asm output above all, but msp's copies).  */

tree
msp_stmt_masks (const msp_fn_ctx *ctx, gimple *stmt, const msp_masks &masks,
		msp_mask *data, msp_mask *implicit)
{
  tree lhs = gimple_get_lhs (stmt);

  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      if (gassign *assign = dyn_cast <gassign *> (stmt))
	{
	  assign_masks (ctx, assign, masks, data, implicit);
	  return lhs;
	}
      if (gcall *call = dyn_cast <gcall *> (stmt))
	{
	  msp_call_masks (ctx, call, masks, data, implicit);
	  return lhs;
	}
      return NULL_TREE;
    }
  if (tree in = msp_asm_copy_input (stmt))
    {
      *data = msp_operand_mask (in, masks);
      *implicit = msp_value_implicit (in, masks);
      return TREE_VALUE (gimple_asm_output_op (as_a <gasm *> (stmt), 0));
    }
  return NULL_TREE;
}

/* The data and implicit masks of the argument K of PHI, into *DATA and
   *IMPLICIT; the resolver adds what the source of its edge passes on.
   An argument known to be a constant on its edge is that constant
   (edge-consts.cc).  */

void
msp_phi_arg_masks (gphi *phi, unsigned k, const msp_masks &masks,
		   msp_mask *data, msp_mask *implicit)
{
  tree arg = gimple_phi_arg_def (phi, k);

  if (msp_operand_mask (arg, masks) != MSP_EMPTY)
    if (tree c = msp_edge_constant (arg, gimple_phi_arg_edge (phi, k)))
      arg = c;
  *data = msp_operand_mask (arg, masks);
  *implicit = msp_value_implicit (arg, masks);
}

/* The bits of the condition on which the block BB branches: what its
   outcome may reveal.  MSP_EMPTY if BB does not branch.  */

msp_mask
msp_branch_bits (basic_block bb, const msp_masks &masks)
{
  gimple *last = last_stmt (bb);

  if (EDGE_COUNT (bb->succs) < 2)
    return MSP_EMPTY;
  if (gcond *cond = safe_dyn_cast <gcond *> (last))
    return comparison_bits (gimple_cond_lhs (cond), gimple_cond_rhs (cond),
			    masks);
  if (gswitch *sw = safe_dyn_cast <gswitch *> (last))
    return msp_value_bits (gimple_switch_index (sw), masks);
  /* Edges that a throw, an abnormal transfer or an asm goto chooses.  */
  return MSP_UNKNOWN;
}
