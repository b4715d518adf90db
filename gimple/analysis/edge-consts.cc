/* edge-consts.cc -- the constant an SSA name equals on a CFG edge.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   GCC's uncprop pass (tree-ssa-uncprop.cc, late in the pipeline, before
   msp-late) undoes constant propagation into PHIs: where an edge is
   reached only through a test that NAME equals a constant C, it
   replaces C by NAME among the PHI arguments on that edge, so that
   out-of-SSA can coalesce NAME with the PHI's result and save a copy.
   The value is still C, but NAME's mask is not C's:

     if (p_1 == 0B) goto <bb 5>;     p_1: a team array's .shared address
     ...
     <bb 5>:  r_2 = PHI <p_1(3), &x(4)>     was PHI <0B(3), &x(4)>
     *q_3 = r_2;

   takes r_2 for a pointer that may be .shared, stored into memory,
   where ipmsp, which saw the IL before uncprop, decided that memory
   holds only global pointers: with -fchecking, verify.cc stops on it;
   without, msp-late leaves the function's loads unknown.  So the PHI
   rule (rules.cc, msp_phi_arg_masks) and the PHI copies of the rewrite
   (rewrite.cc) take such an argument for the constant it is.

   The equalities are those uncprop records (record_edge_info), each true
   on the edge it is recorded on:
   - a test NAME == C, C invariant (is_gimple_min_invariant): on the
     edge it takes; NAME != C: on the edge it does not take;
   - a test of a NAME whose values are 0 and 1
     (ssa_name_has_boolean_range) against 0 or 1: on both edges, the
     value the test gives NAME;
   - a switch on NAME: on the edge to a block that one label reaches,
     a label of one value: that value.
   Then, as uncprop's dominator walk keeps them, an equality holds on an
   edge E when it holds on E, or on the single incoming edge (loop back
   edges aside: single_pred_edge_ignoring_loop_edges) of a block B that
   dominates E's source, from B's immediate dominator.  NAME is defined
   before the test that reads it, so its definition strictly dominates
   B; each time a path to E runs that definition, it enters B again, and
   it can only do so through that edge: B's other incoming edges come
   from blocks B dominates.

   uncprop also records NAME == M for another SSA name M; that one is
   not taken here: a mask for the value would be an intersection, which
   msp does not reason with.  The argument then keeps NAME's mask, which
   is sound; the PHI just resolves less.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/analysis/edge-consts.h"

/* The constant NAME equals on the edge E by the equality, if any, that
   the statement ending E's source records on E (the head of the file);
   NULL_TREE if none.  */

static tree
edge_equality (tree name, edge e)
{
  gimple *last = last_stmt (e->src);

  if (last == NULL)
    return NULL_TREE;
  if (gcond *cond = dyn_cast <gcond *> (last))
    {
      enum tree_code code = gimple_cond_code (cond);
      tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
      if ((code != EQ_EXPR && code != NE_EXPR) || lhs != name
	  || !is_gimple_min_invariant (rhs))
	return NULL_TREE;
      bool taken = (e->flags & EDGE_TRUE_VALUE) != 0;
      if (!taken && (e->flags & EDGE_FALSE_VALUE) == 0)
	return NULL_TREE;
      bool equal = (code == EQ_EXPR) == taken;
      if (equal)
	return rhs;
      if (ssa_name_has_boolean_range (name)
	  && (integer_zerop (rhs) || integer_onep (rhs)))
	return constant_boolean_node (integer_zerop (rhs),
				      TREE_TYPE (name));
      return NULL_TREE;
    }
  if (gswitch *sw = dyn_cast <gswitch *> (last))
    {
      if (gimple_switch_index (sw) != name)
	return NULL_TREE;
      tree value = NULL_TREE;
      for (unsigned i = 0; i < gimple_switch_num_labels (sw); i++)
	{
	  tree label = gimple_switch_label (sw, i);
	  if (label_to_block (cfun, CASE_LABEL (label)) != e->dest)
	    continue;
	  if (value != NULL_TREE || CASE_HIGH (label) || !CASE_LOW (label))
	    return NULL_TREE;
	  value = CASE_LOW (label);
	}
      return value ? fold_convert (TREE_TYPE (name), value) : NULL_TREE;
    }
  return NULL_TREE;
}

/* The constant that NAME, an SSA name, is known to equal on the edge E
   (the head of the file), or NULL_TREE.  Needs the dominators.  */

tree
msp_edge_constant (tree name, edge e)
{
  if (TREE_CODE (name) != SSA_NAME
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name)
      || !(INTEGRAL_TYPE_P (TREE_TYPE (name))
	   || POINTER_TYPE_P (TREE_TYPE (name))))
    return NULL_TREE;
  if (tree c = edge_equality (name, e))
    return c;
  msp_checking_assert (dom_info_available_p (cfun, CDI_DOMINATORS));
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  for (basic_block bb = e->src; bb != ENTRY_BLOCK_PTR_FOR_FN (cfun); )
    {
      basic_block idom = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (idom == NULL)
	break;
      edge in = single_pred_edge_ignoring_loop_edges (bb, false);
      if (in && in->src == idom)
	if (tree c = edge_equality (name, in))
	  return c;
      /* Above its definition NAME is tested nowhere.  */
      if (bb == def_bb)
	break;
      bb = idom;
    }
  return NULL_TREE;
}
