/* callgraph.cc -- the functions of the offload unit, as msp walks them.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp's IPA work runs as a late simple IPA pass.  At that point the
   offload compiler's cgraph still holds what regular IPA left: inline
   clones (node->inlined_to), whose bodies are their callers', and
   clones (IPA-CP's .constprop, IPA-SRA's .isra, split .part functions)
   whose bodies are materialised on demand.  cgraph_node::get_body
   asserts on inline clones, so every walk of msp skips them, as the
   late IPA passes of GCC do (ipa_pta_execute, expand_simd_clones), and
   brings the bodies in first: get_body applies the pending IPA
   transforms (inlining removes the inline clones it consumes) and
   materialises clones, so no node is looked at half-way.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* Fill NODES with the functions of the unit that have a body of their
   own, bodies in.  */

void
msp_unit_functions (vec<cgraph_node *> *nodes)
{
  cgraph_node *node;
  auto_vec<cgraph_node *> todo;

  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to)
      todo.safe_push (node);
  /* Collected first: get_body removes the inline clones it applies.  */
  for (unsigned i = 0; i < todo.length (); i++)
    todo[i]->get_body ();

  nodes->truncate (0);
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to && !node->clone_of
	&& gimple_has_body_p (node->decl))
      nodes->safe_push (node);
}

/* The function of the unit that CALL calls directly, through aliases,
   or NULL: an indirect call, a call to a function outside the unit, or
   to a thunk, whose calls reach their target changed.  */

cgraph_node *
msp_callee_node (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);

  if (fndecl == NULL_TREE || gimple_call_internal_p (call))
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node == NULL || node->thunk)
    return NULL;
  node = node->ultimate_alias_target ();
  if (node->thunk || node->inlined_to || !node->has_gimple_body_p ()
      || !gimple_has_body_p (node->decl))
    return NULL;
  return node;
}

/* True if every call of NODE is a direct call from a function of the
   unit: GCC's cgraph marks a function local when no other unit can call
   it and its address is not taken (cgraph_node::local_p, computed by
   ipa-visibility; IPA-CP and IPA-SRA change the signatures of exactly
   these functions).  Aliases and thunks would call it with arguments
   msp does not see.  */

bool
msp_callers_known_p (cgraph_node *node)
{
  ipa_ref *ref;

  if (!node->local || node->address_taken || node->externally_visible
      || msp_entry_function_p (node->decl))
    return false;
  for (int i = 0; node->iterate_direct_aliases (i, ref); i++)
    return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->caller->thunk || e->caller->inlined_to
	|| !gimple_has_body_p (e->caller->decl))
      return false;
  return true;
}
