/* side-effects.cc -- the functions that keep a lasting side effect.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Which functions of the unit may become const or pure in the local
   pipeline after ipmsp (pass_local_pure_const), so that GCC's passes
   may move their calls (simt.cc, msp_call_contexts): those with no
   side effect that every path through them runs, directly or in a
   callee.  Computed once per run of the propagation (propagate.cc).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/callgraph.h"
#include "gimple/ipa/propagate-state.h"

/* True if the pointer NAME is a parameter, moved by pointer arithmetic
   and conversions.  */

static bool
parameter_pointer_p (tree name)
{
  for (int depth = 0; TREE_CODE (name) == SSA_NAME && depth < 32; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (name))
	return (SSA_NAME_VAR (name)
		&& TREE_CODE (SSA_NAME_VAR (name)) == PARM_DECL);
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
      if (def == NULL
	  || (gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
	      && !gimple_assign_ssa_name_copy_p (def)
	      && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
	return false;
      name = gimple_assign_rhs1 (def);
    }
  return false;
}

/* True if STMT has a side effect that keeps its function from ever
   being const or pure, which pass_local_pure_const may otherwise make it
   in the local pipeline (simt.cc): a volatile access or asm, an asm that
   writes memory, a store into a global variable or through a parameter
   (which may point into non-local memory: ipa-pure-const.cc, check_op),
   a call of a function outside the unit that GCC knows nothing of and
   that is neither const nor pure (check_call).  No pass removes such a
   statement.  Calls of functions of the unit count as their callees
   do (find_side_effects).  */

static bool
lasting_side_effect_p (gimple *stmt)
{
  if (gimple_clobber_p (stmt))
    return false;
  if (gimple_has_volatile_ops (stmt))
    return true;
  if (gasm *a = dyn_cast <gasm *> (stmt))
    return gimple_asm_volatile_p (a) || gimple_asm_clobbers_memory_p (a);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    return (!gimple_call_internal_p (call)
	    && !msp_callee_with_body (call)
	    && !(gimple_call_flags (call)
		 & (ECF_CONST | ECF_PURE | ECF_NOVOPS | ECF_MALLOC))
	    && !gimple_call_fnspec (call).known_p ());
  if (!gimple_vdef (stmt) || !is_gimple_assign (stmt))
    return false;
  tree base = get_base_address (gimple_assign_lhs (stmt));
  if (base && DECL_P (base))
    return is_global_var (base);
  return (base && (TREE_CODE (base) == MEM_REF
		   || TREE_CODE (base) == TARGET_MEM_REF)
	  && parameter_pointer_p (TREE_OPERAND (base, 0)));
}

/* Set the side_effects flag of the functions of ST: those with a lasting
   side effect, or a call of a function with one, in a block that every
   path from their entry to their exit runs through (such a block is
   never removed as unreachable, while a side effect on a path later
   passes find impossible may go, and leave the function const); to a
   fixed point.  The post-dominators this computes stay, and so do the
   dominators it computes for them, for the resolutions of the run to
   share (fn_state, made_postdom and made_dom).  */

void
msp_find_side_effects (unit_state *st)
{
  hash_map<fn_state *, auto_vec<fn_state *> > certain_callees;
  bool changed = true;

  for (hash_map<cgraph_node *, fn_state *>::iterator it = st->fns.begin ();
       it != st->fns.end (); ++it)
    {
      fn_state *f = (*it).second;
      function *fun = f->node->get_fun ();
      basic_block bb;

      push_cfun (fun);
      f->made_postdom = !dom_info_available_p (CDI_POST_DOMINATORS);
      if (f->made_postdom)
	calculate_dominance_info (CDI_POST_DOMINATORS);
      f->made_dom = !dom_info_available_p (CDI_DOMINATORS);
      if (f->made_dom)
	calculate_dominance_info (CDI_DOMINATORS);
      basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fun));
      FOR_EACH_BB_FN (bb, fun)
	{
	  if (!dominated_by_p (CDI_POST_DOMINATORS, first, bb))
	    continue;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      if (lasting_side_effect_p (stmt))
		f->side_effects = true;
	      else if (gcall *call = dyn_cast <gcall *> (stmt))
		if (fn_state *cf = state_of (st, msp_callee_with_body (call)))
		  certain_callees.get_or_insert (f).safe_push (cf);
	    }
	}
      pop_cfun ();
    }

  while (changed)
    {
      changed = false;
      for (hash_map<fn_state *, auto_vec<fn_state *> >::iterator it
	     = certain_callees.begin (); it != certain_callees.end (); ++it)
	if (!(*it).first->side_effects)
	  for (unsigned i = 0; i < (*it).second.length (); i++)
	    if ((*it).second[i]->side_effects)
	      {
		(*it).first->side_effects = true;
		changed = true;
		break;
	      }
    }
}
