/* resolve.cc -- compute the state-space mask of every SSA pointer.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   For each SSA name the resolver computes the mask of the spaces whose
   pointers' bits may have flowed into it (the lattice of lattice.h,
   which also says why a resolved mask is the space of an access).
   Sources (sources.cc) give masks to parameters, addresses of
   declarations, loads and calls; the rules below carry them through:

     p = q p+ off                mask (q): C's pointer arithmetic stays
                                 inside q's object, whatever OFF holds
     p = &MEM[q + off].f         mask (q)
     p = &decl                   the decl's storage (sources.cc)
     b = a < c, a == c ...       MSP_EMPTY: a truth value is no pointer
     p = c ? q : r               mask (q) | mask (r)
     p = PHI <q, r, ...>         mask (q) | mask (r) | ...
     p = (T *) i                 mask (i), MSP_EMPTY if no pointer bits
                                 flowed into I (a fabricated address,
                                 valid for no object: GCC passes
                                 firstprivate numbers so); MSP_UNKNOWN
                                 with -fplugin-arg-msp-track-int2ptr=0
     v = f (a, b, ...)           mask (a) | mask (b) | ... for every other
                                 operation: copies, conversions (also to
                                 and from floating point and vectors),
                                 +, -, *, shifts, bitwise operations,
                                 MIN, MAX, BIT_FIELD_REF, constructors

   A constant carries no pointer (MSP_EMPTY), a pointer constant neither.
   Every SSA definition the rules do not model, an asm output above all,
   is MSP_UNKNOWN.

   Masks start at MSP_EMPTY and only grow (the new mask of a name is ORed
   into the old one), so iterating the rules over the function in reverse
   post order until nothing changes terminates; PHI cycles need no visited
   set because a mask that does not change stops the iteration.  At the
   fixed point each name's mask contains what every rule gives for its
   operands' final masks, which is what makes the result sound.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* The mask of the value OP: an SSA name, a constant or an address.  */

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
	if (!msp_tracked_type_p (type)
	    || SSA_NAME_VERSION (op) >= masks.length ())
	  return MSP_UNKNOWN;
	return masks[SSA_NAME_VERSION (op)];
      }

    case ADDR_EXPR:
      return msp_address_mask (op, masks);

    default:
      if (CONSTANT_CLASS_P (op))
	/* Numbers carry no pointer bits, nor does a pointer constant: an
	   address fabricated from a number is no valid address of any
	   object (lattice.h).  */
	return MSP_EMPTY;
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
    return msp_operand_mask (TREE_OPERAND (base, 0), masks);
  if (TREE_CODE (base) == TARGET_MEM_REF)
    {
      msp_mask m = msp_operand_mask (TMR_BASE (base), masks);
      if (TMR_INDEX2 (base))
	m |= msp_operand_mask (TMR_INDEX2 (base), masks);
      return m;
    }
  return msp_decl_mask (base);
}

/* walk_tree callback for msp_value_mask: OR into *DATA the masks of the
   SSA names and addresses in an expression.  */

static tree
value_mask_r (tree *tp, int *walk_subtrees, void *data)
{
  void **d = (void **) data;
  msp_mask *m = (msp_mask *) d[0];
  const msp_masks *masks = (const msp_masks *) d[1];

  if (TREE_CODE (*tp) == SSA_NAME || TREE_CODE (*tp) == ADDR_EXPR)
    {
      *m |= msp_operand_mask (*tp, *masks);
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* The mask of the value of the expression EXPR, which reads no memory:
   the union of the masks of the SSA names and addresses in it.  */

msp_mask
msp_value_mask (tree expr, const msp_masks &masks)
{
  msp_mask m = MSP_EMPTY;
  void *data[2] = { &m, (void *) &masks };

  if (TREE_CODE (expr) == SSA_NAME || TREE_CODE (expr) == ADDR_EXPR
      || CONSTANT_CLASS_P (expr))
    return msp_operand_mask (expr, masks);
  walk_tree_without_duplicates (&expr, value_mask_r, data);
  return m;
}

/* The mask of the value STMT assigns to its SSA result.  */

static msp_mask
assign_mask (gassign *stmt, const msp_masks &masks)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);

  if (gimple_assign_load_p (stmt))
    return msp_load_mask (rhs1, masks);

  if (code == POINTER_PLUS_EXPR || code == ADDR_SPACE_CONVERT_EXPR)
    return msp_operand_mask (rhs1, masks);
  if (TREE_CODE_CLASS (code) == tcc_comparison || truth_value_p (code))
    return MSP_EMPTY;
  if (code == COND_EXPR)
    return (msp_operand_mask (gimple_assign_rhs2 (stmt), masks)
	    | msp_operand_mask (gimple_assign_rhs3 (stmt), masks));

  msp_mask m = msp_value_mask (rhs1, masks);
  for (unsigned i = 2; i < gimple_num_ops (stmt); i++)
    m |= msp_value_mask (gimple_op (stmt, i), masks);

  if (POINTER_TYPE_P (type))
    {
      /* A pointer made from something else than a pointer: an integer, a
	 float's or a vector's bits: the pointer bits that flowed in, none
	 for a fabricated address.  */
      tree from = rhs1;
      while (TREE_CODE (from) == VIEW_CONVERT_EXPR
	     || TREE_CODE (from) == BIT_FIELD_REF
	     || TREE_CODE (from) == REALPART_EXPR
	     || TREE_CODE (from) == IMAGPART_EXPR)
	from = TREE_OPERAND (from, 0);
      if (!POINTER_TYPE_P (TREE_TYPE (from)) && !msp_opts.track_int2ptr)
	return integer_zerop (from) ? MSP_EMPTY : MSP_UNKNOWN;
    }
  return m;
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

/* Visit STMT of the function CTX describes; return true if the mask of
   one of its results changed.  */

static bool
visit_stmt (const msp_fn_ctx *ctx, gimple *stmt, msp_masks *masks)
{
  tree lhs = gimple_get_lhs (stmt);
  bool changed = false;
  ssa_op_iter iter;
  tree def;

  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      if (gassign *assign = dyn_cast <gassign *> (stmt))
	changed = merge_mask (masks, lhs, assign_mask (assign, *masks));
      else if (gcall *call = dyn_cast <gcall *> (stmt))
	changed = merge_mask (masks, lhs, msp_call_mask (ctx, call, *masks));
      else
	lhs = NULL_TREE;
    }

  /* Any other definition (an asm output above all) is not modelled.  */
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    if (def != lhs)
      changed |= merge_mask (masks, def, MSP_UNKNOWN);
  return changed;
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

/* Compute into MASKS the mask of every SSA name of the function CTX
   describes.  */

void
msp_resolve (const msp_fn_ctx *ctx, msp_masks *masks)
{
  function *fun = ctx->fun;
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
	    changed |= visit_stmt (ctx, gsi_stmt (gsi), masks);
	}
    }
  while (changed);

  XDELETEVEC (rpo);
}

/* Print MASK to FILE as "global", "shared|const", "unknown",
   "unknown|foreign" ...  */

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
  if ((mask & MSP_UNKNOWN) == MSP_UNKNOWN)
    fputs ("unknown", file);
  else
    {
      bool first = true;
      for (int i = 0; i < 5; i++)
	if (mask & (1 << i))
	  {
	    fprintf (file, "%s%s", first ? "" : "|", names[i]);
	    first = false;
	  }
    }
  if (mask & MSP_FOREIGN)
    fputs ("|foreign", file);
}

/* Dump the mask of every SSA name of FUN that is a pointer or carries
   pointer bits.  */

void
msp_dump_masks (FILE *file, function *fun, const msp_masks &masks)
{
  unsigned i;
  tree name;

  FOR_EACH_SSA_NAME (i, name, fun)
    if (POINTER_TYPE_P (TREE_TYPE (name)) || masks[i] != MSP_EMPTY)
      {
	fputs ("  mask ", file);
	print_generic_expr (file, name);
	fputs (" = ", file);
	msp_print_mask (file, masks[i]);
	fputc ('\n', file);
      }
}
