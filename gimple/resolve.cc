/* resolve.cc -- compute the state-space mask of every SSA pointer.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   For each SSA name that may carry a pointer (msp_tracked_type_p) the
   resolver computes the mask of state spaces it may point into (the
   lattice of lattice.h).  Sources (sources.cc) give masks to parameters,
   addresses of declarations, loads and calls; the rules below carry them
   through

     p = q                       mask (q)
     p = (T *) q                 mask (q)
     p = q p+ off                mask (q): C's pointer arithmetic stays
                                 inside q's object
     p = &MEM[q + off].f         mask (q)
     p = &decl                   the decl's storage (sources.cc)
     p = PHI <q, r, ...>         mask (q) | mask (r) | ...
     p = c ? q : r, MIN, MAX     mask (q) | mask (r)
     i = (uintptr) q             mask (q)              (track-int2ptr)
     p = (T *) i                 mask (i), MSP_UNKNOWN if i carries no
                                 pointer                (track-int2ptr)
     i = a + b, a - b            mask (a) | mask (b)    (track-int2ptr)
     i = a * C, a << C           MSP_EMPTY for |C| > 1: a scaled value is
                                 an offset, never an address

   An integer constant, and an integer narrower than a pointer, carries
   no pointer (MSP_EMPTY); an integer loaded from memory, passed in or
   returned, or made by any other operation on pointer-carrying values is
   MSP_UNKNOWN.  A null pointer constant points nowhere (MSP_EMPTY).

   Masks start at MSP_EMPTY and only grow (the new mask of a name is ORed
   into the old one), so iterating the rules over the function in reverse
   post order until nothing changes terminates; PHI cycles need no visited
   set because a mask that does not change stops the iteration.  At the
   fixed point each name's mask contains what every rule gives for its
   operands' final masks, which is what makes the result sound.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* The mask of the pointer-typed or pointer-width value OP: an SSA name,
   a constant or an address.  */

msp_mask
msp_operand_mask (tree op, const msp_masks &masks)
{
  switch (TREE_CODE (op))
    {
    case SSA_NAME:
      {
	tree type = TREE_TYPE (op);
	if (POINTER_TYPE_P (type) && TYPE_ADDR_SPACE (TREE_TYPE (type)))
	  /* msp itself gave this pointer its space.  */
	  return msp_addr_space_mask (TYPE_ADDR_SPACE (TREE_TYPE (type)));
	if (INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) < POINTER_SIZE)
	  return MSP_EMPTY;
	if (!msp_tracked_type_p (type))
	  return MSP_UNKNOWN;
	return masks[SSA_NAME_VERSION (op)];
      }

    case INTEGER_CST:
      /* Null, or an offset.  A non-zero constant used as a pointer is
	 caught where it becomes one (int->ptr conversions and pointer
	 PHI arguments, below).  */
      return (POINTER_TYPE_P (TREE_TYPE (op)) && !integer_zerop (op)
	      ? MSP_UNKNOWN : MSP_EMPTY);

    case ADDR_EXPR:
      return msp_address_mask (op, masks);

    default:
      return MSP_UNKNOWN;
    }
}

/* The mask of the address ADDR, an ADDR_EXPR.  */

msp_mask
msp_address_mask (tree addr, const msp_masks &masks)
{
  tree base = get_base_address (TREE_OPERAND (addr, 0));

  if (base == NULL_TREE)
    return MSP_UNKNOWN;
  if (TREE_CODE (base) == MEM_REF)
    {
      msp_mask m = msp_operand_mask (TREE_OPERAND (base, 0), masks);
      return m;
    }
  if (TREE_CODE (base) == TARGET_MEM_REF)
    {
      msp_mask m = msp_operand_mask (TMR_BASE (base), masks);
      if (TMR_INDEX2 (base))
	m |= msp_operand_mask (TMR_INDEX2 (base), masks);
      return m;
    }
  return msp_decl_mask (base);
}

/* The mask a conversion of OP to TYPE gives.  */

static msp_mask
conversion_mask (tree type, tree op, const msp_masks &masks)
{
  tree optype = TREE_TYPE (op);

  if (POINTER_TYPE_P (type))
    {
      if (POINTER_TYPE_P (optype))
	return msp_operand_mask (op, masks);
      /* An integer becomes a pointer: only an integer a pointer flowed
	 into gives one back.  */
      if (!msp_opts.track_int2ptr)
	return MSP_UNKNOWN;
      msp_mask m = msp_operand_mask (op, masks);
      return m == MSP_EMPTY ? MSP_UNKNOWN : m;
    }

  /* An integer as wide as a pointer.  From a narrower integer, or from
     the bits of a floating-point or other non-pointer value (the
     VIEW_CONVERT_EXPRs of atomic updates of a double), it holds no
     pointer msp follows: the unit check (gimple/unit.cc) likewise lets
     such values be stored.  */
  if ((INTEGRAL_TYPE_P (optype) && TYPE_PRECISION (optype) < POINTER_SIZE)
      || (!INTEGRAL_TYPE_P (optype) && !POINTER_TYPE_P (optype)))
    return MSP_EMPTY;
  return msp_operand_mask (op, masks);
}

/* The mask of the value STMT assigns to its SSA result.  */

static msp_mask
assign_mask (gassign *stmt, const msp_masks &masks)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);

  if (gimple_assign_load_p (stmt))
    return msp_load_mask (stmt, rhs1, masks);

  switch (code)
    {
    case SSA_NAME:
    case INTEGER_CST:
    case ADDR_EXPR:
      return msp_operand_mask (rhs1, masks);

    CASE_CONVERT:
    case VIEW_CONVERT_EXPR:
      if (code == VIEW_CONVERT_EXPR)
	rhs1 = TREE_OPERAND (rhs1, 0);
      if (TREE_CODE (rhs1) != SSA_NAME && !CONSTANT_CLASS_P (rhs1))
	return MSP_UNKNOWN;
      return conversion_mask (type, rhs1, masks);

    case ADDR_SPACE_CONVERT_EXPR:
      /* From a pointer msp qualified: the space of that pointer.  */
      return msp_operand_mask (rhs1, masks);

    case POINTER_PLUS_EXPR:
      return msp_operand_mask (rhs1, masks);

    case PLUS_EXPR:
    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      if (POINTER_TYPE_P (type))
	return MSP_UNKNOWN;
      return (msp_operand_mask (rhs1, masks)
	      | msp_operand_mask (gimple_assign_rhs2 (stmt), masks));

    case MULT_EXPR:
    case LSHIFT_EXPR:
      {
	tree rhs2 = gimple_assign_rhs2 (stmt);
	if (POINTER_TYPE_P (type))
	  return MSP_UNKNOWN;
	/* A value scaled by a constant is an offset (ivopts' steps).  */
	if (TREE_CODE (rhs2) == INTEGER_CST
	    && (code == LSHIFT_EXPR
		? !integer_zerop (rhs2)
		: !integer_onep (rhs2) && !integer_minus_onep (rhs2)
		  && !integer_zerop (rhs2)))
	  return MSP_EMPTY;
	if (integer_zerop (rhs2))
	  return MSP_EMPTY;
	msp_mask m = (msp_operand_mask (rhs1, masks)
		      | msp_operand_mask (rhs2, masks));
	return m == MSP_EMPTY ? MSP_EMPTY : MSP_UNKNOWN;
      }

    case COND_EXPR:
      return (msp_operand_mask (gimple_assign_rhs2 (stmt), masks)
	      | msp_operand_mask (gimple_assign_rhs3 (stmt), masks));

    case MIN_EXPR:
    case MAX_EXPR:
      return (msp_operand_mask (rhs1, masks)
	      | msp_operand_mask (gimple_assign_rhs2 (stmt), masks));

    default:
      {
	/* Any other operation: a pointer only if no operand carries one
	   and the result is an integer.  */
	msp_mask m = MSP_EMPTY;
	for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	  {
	    tree op = gimple_op (stmt, i);
	    if (op && (TREE_CODE (op) == SSA_NAME || TREE_CODE (op) == ADDR_EXPR))
	      m |= msp_operand_mask (op, masks);
	  }
	if (POINTER_TYPE_P (type) || m != MSP_EMPTY)
	  return MSP_UNKNOWN;
	return MSP_EMPTY;
      }
    }
}

/* Set the mask of NAME to include M; return true if it changed.  */

static bool
merge_mask (msp_masks *masks, tree name, msp_mask m)
{
  msp_mask *slot = &(*masks)[SSA_NAME_VERSION (name)];
  msp_mask merged = *slot | m;

  if (merged == *slot)
    return false;
  *slot = merged;
  return true;
}

/* Visit STMT; return true if the mask of its result changed.  */

static bool
visit_stmt (gimple *stmt, msp_masks *masks)
{
  tree lhs = gimple_get_lhs (stmt);

  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !msp_tracked_type_p (TREE_TYPE (lhs)))
    return false;

  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      return merge_mask (masks, lhs, assign_mask (as_a <gassign *> (stmt),
						  *masks));
    case GIMPLE_CALL:
      return merge_mask (masks, lhs, msp_call_mask (as_a <gcall *> (stmt),
						    *masks));
    default:
      return merge_mask (masks, lhs, MSP_UNKNOWN);
    }
}

/* Visit PHI; return true if the mask of its result changed.  */

static bool
visit_phi (gphi *phi, msp_masks *masks)
{
  tree res = gimple_phi_result (phi);
  msp_mask m = MSP_EMPTY;

  if (!msp_tracked_type_p (TREE_TYPE (res)))
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    m |= msp_operand_mask (gimple_phi_arg_def (phi, i), *masks);
  return merge_mask (masks, res, m);
}

/* Compute into MASKS the mask of every SSA name of FUN.  */

void
msp_resolve (function *fun, msp_masks *masks)
{
  unsigned i;
  tree name;
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  bool changed;

  masks->truncate (0);
  masks->safe_grow_cleared (num_ssa_names, true);

  FOR_EACH_SSA_NAME (i, name, fun)
    if (SSA_NAME_IS_DEFAULT_DEF (name)
	&& msp_tracked_type_p (TREE_TYPE (name)))
      (*masks)[i] = msp_default_def_mask (fun, name);

  do
    {
      changed = false;
      for (int b = 0; b < n; b++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    changed |= visit_phi (gsi.phi (), masks);
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    changed |= visit_stmt (gsi_stmt (gsi), masks);
	}
    }
  while (changed);

  XDELETEVEC (rpo);
}

/* Print MASK to FILE as "global", "shared|const", "unknown" ...  */

void
msp_print_mask (FILE *file, msp_mask mask)
{
  static const char *const names[] =
    { "global", "shared", "const", "local", "param" };

  if (mask == MSP_EMPTY)
    {
      fputs ("empty", file);
      return;
    }
  if (mask == MSP_UNKNOWN)
    {
      fputs ("unknown", file);
      return;
    }
  bool first = true;
  for (int i = 0; i < 5; i++)
    if (mask & (1 << i))
      {
	fprintf (file, "%s%s", first ? "" : "|", names[i]);
	first = false;
      }
}

/* Dump the mask of every pointer-carrying SSA name of FUN.  */

void
msp_dump_masks (FILE *file, function *fun, const msp_masks &masks)
{
  unsigned i;
  tree name;

  FOR_EACH_SSA_NAME (i, name, fun)
    if (msp_tracked_type_p (TREE_TYPE (name))
	&& (POINTER_TYPE_P (TREE_TYPE (name)) || masks[i] != MSP_EMPTY))
      {
	fputs ("  mask ", file);
	print_generic_expr (file, name);
	fputs (" = ", file);
	msp_print_mask (file, masks[i]);
	fputc ('\n', file);
      }
}
