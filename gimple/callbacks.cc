/* callbacks.cc -- the data blocks libgomp passes to outlined functions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   An OpenMP parallel region inside a target region is outlined into a
   function that the encountering thread hands to libgomp:

     .omp_data_o.3.a = a_5;
     __builtin_GOMP_parallel (main._omp_fn.1, &.omp_data_o.3, 0, 0);

   GOMP_parallel and its variants (libgomp/parallel.c, loop.c,
   sections.c; nvptx team.c) call FN (DATA) on every thread of the new
   team with DATA unchanged.  So when the outlined function is local to
   the unit, is never called directly and its address is only ever the
   callback argument of such calls, its parameter points where the DATA
   arguments point: here the encountering thread's frame, global memory
   under soft stacks.  This file finds these functions; unit.cc treats
   each GOMP_parallel* call as a call of its callback with the DATA
   argument, so the parameter's mask is the union of those arguments'
   masks, to the same fixed point as other parameters.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* If CALL hands a callback and its data block to libgomp, return the
   index of the callback argument (the data is the next argument);
   otherwise return -1.  */

int
msp_callback_arg_index (const gcall *call)
{
  if (!gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    return -1;
  switch (DECL_FUNCTION_CODE (gimple_call_fndecl (call)))
    {
    case BUILT_IN_GOMP_PARALLEL:
    case BUILT_IN_GOMP_PARALLEL_SECTIONS:
    case BUILT_IN_GOMP_PARALLEL_LOOP_STATIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_DYNAMIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_GUIDED:
    case BUILT_IN_GOMP_PARALLEL_LOOP_RUNTIME:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_DYNAMIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_GUIDED:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_RUNTIME:
    case BUILT_IN_GOMP_PARALLEL_LOOP_MAYBE_NONMONOTONIC_RUNTIME:
      return 0;
    default:
      return -1;
    }
}

/* What count_addr_r counts.  */

struct addr_uses
{
  tree fndecl;
  unsigned count;
};

/* walk_gimple_op callback: count the uses of the address of the
   function in WI->info.  */

static tree
count_addr_r (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  struct addr_uses *uses = (struct addr_uses *) wi->info;

  if (TREE_CODE (*tp) == ADDR_EXPR && TREE_OPERAND (*tp, 0) == uses->fndecl)
    uses->count++;
  if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* True if every use of the address of FNDECL in the body of the
   function REFERRING is the callback argument of a GOMP_parallel*
   call.  */

static bool
uses_are_callbacks_p (tree fndecl, cgraph_node *referring)
{
  function *fun = referring->get_fun ();
  basic_block bb;

  if (!fun || !fun->cfg)
    return false;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	struct walk_stmt_info wi;
	struct addr_uses uses = { fndecl, 0 };

	memset (&wi, 0, sizeof wi);
	wi.info = &uses;
	walk_gimple_op (stmt, count_addr_r, &wi);
	if (uses.count == 0)
	  continue;
	gcall *call = dyn_cast <gcall *> (stmt);
	int idx = call ? msp_callback_arg_index (call) : -1;
	if (uses.count != 1 || idx < 0)
	  return false;
	tree fn = gimple_call_arg (call, idx);
	if (TREE_CODE (fn) != ADDR_EXPR || TREE_OPERAND (fn, 0) != fndecl)
	  return false;
      }
  return true;
}

/* True if the function NODE, whose body and those of its referrers are
   in (msp_unit_functions), is only ever called back by libgomp: local,
   no direct callers, a data parameter, and every reference to its
   address is the callback argument of a GOMP_parallel* call.  */

bool
msp_callback_only_p (cgraph_node *node)
{
  ipa_ref *ref;
  bool any = false;

  if (node->externally_visible || TREE_PUBLIC (node->decl) || node->callers
      || DECL_ARGUMENTS (node->decl) == NULL_TREE)
    return false;
  for (int i = 0; node->iterate_referring (i, ref); i++)
    {
      cgraph_node *referring = dyn_cast <cgraph_node *> (ref->referring);
      if (ref->use != IPA_REF_ADDR || !referring || referring->inlined_to
	  || !gimple_has_body_p (referring->decl)
	  || !uses_are_callbacks_p (node->decl, referring))
	return false;
      any = true;
    }
  return any;
}
