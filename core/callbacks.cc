/* callbacks.cc -- the data blocks libgomp passes to outlined functions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   An OpenMP parallel region (or task) inside a target region is outlined
   into a function that the encountering thread hands to libgomp:

     .omp_data_o.3.a = a_5;
     __builtin_GOMP_parallel (main._omp_fn.1, &.omp_data_o.3, 0, 0);

   GOMP_parallel and its variants (libgomp/parallel.c, loop.c,
   sections.c; nvptx team.c) call FN (DATA) on every thread of the new
   team with DATA unchanged.  So when the outlined function is local to
   the unit, is never called directly and its address is only ever the
   callback argument of such calls, its parameter points where the DATA
   arguments point: here the encountering thread's frame, global memory
   under soft stacks.  This file finds these functions; propagate.cc treats
   each GOMP_parallel* call as a call of its callback with the DATA
   argument, so the parameter's mask is the union of those arguments'
   masks, to the same fixed point as other parameters.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/callbacks.h"
#include "core/callgraph.h"

/* Fill CBS (room for two) with the callbacks CALL hands to libgomp, and
   return how many there are.

   GOMP_parallel and its variants (libgomp/parallel.c, loop.c,
   sections.c; nvptx team.c) call FN (DATA) on every thread of the new
   team, the encountering one included, with DATA unchanged.

   GOMP_task (libgomp/task.c, which nvptx's task.c includes) calls
   FN (DATA), or, with a copy function, CPYFN (ARG, DATA) and FN (ARG)
   where ARG is a buffer in its own frame (a VLA) or, for a deferred
   task, on the heap (gomp_malloc); a deferred task without CPYFN gets
   a memcpy of DATA on the heap.  GOMP_taskloop and GOMP_taskloop_ull
   (taskloop.c) do the same with an array of buffers, and write the
   bounds of each task's iterations, numbers, into them.  */

int
msp_callbacks_of (const gcall *call, struct msp_callback *cbs)
{
  /* Not gimple_call_builtin_p: omp-expand.cc passes GOMP_task arguments
     whose types differ from the builtin's prototype (an int for the
     bool).  The function called is libgomp's all the same.  */
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return 0;
  switch (DECL_FUNCTION_CODE (fndecl))
    {
    case BUILT_IN_GOMP_PARALLEL:
    case BUILT_IN_GOMP_PARALLEL_REDUCTIONS:
    case BUILT_IN_GOMP_PARALLEL_SECTIONS:
    case BUILT_IN_GOMP_PARALLEL_LOOP_STATIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_DYNAMIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_GUIDED:
    case BUILT_IN_GOMP_PARALLEL_LOOP_RUNTIME:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_DYNAMIC:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_GUIDED:
    case BUILT_IN_GOMP_PARALLEL_LOOP_NONMONOTONIC_RUNTIME:
    case BUILT_IN_GOMP_PARALLEL_LOOP_MAYBE_NONMONOTONIC_RUNTIME:
      cbs[0].fn_arg = 0;
      cbs[0].nparams = 1;
      cbs[0].param_arg[0] = 1;
      cbs[0].param_copy[0] = false;
      return gimple_call_num_args (call) >= 2 ? 1 : 0;

    case BUILT_IN_GOMP_TASK:
    case BUILT_IN_GOMP_TASKLOOP:
    case BUILT_IN_GOMP_TASKLOOP_ULL:
      if (gimple_call_num_args (call) < 3)
	return 0;
      cbs[0].fn_arg = 0;
      cbs[0].nparams = 1;
      cbs[0].param_arg[0] = 1;
      cbs[0].param_copy[0] = true;
      cbs[1].fn_arg = 2;
      cbs[1].nparams = 2;
      cbs[1].param_arg[0] = -1;
      cbs[1].param_copy[0] = true;
      cbs[1].param_arg[1] = 1;
      cbs[1].param_copy[1] = false;
      return 2;

    default:
      return 0;
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
   function REFERRING is a callback argument of a libgomp call
   (msp_callbacks_of).  */

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
	struct msp_callback cbs[2];
	int n = call ? msp_callbacks_of (call, cbs) : 0;
	unsigned found = 0;
	for (int i = 0; i < n; i++)
	  {
	    tree fn = gimple_call_arg (call, cbs[i].fn_arg);
	    if (TREE_CODE (fn) == ADDR_EXPR && TREE_OPERAND (fn, 0) == fndecl)
	      found++;
	  }
	if (found != uses.count)
	  return false;
      }
  return true;
}

/* True if the function NODE, whose body and those of its referrers are
   in (msp_unit_functions), is only ever called back by libgomp: local,
   no direct callers, parameters, and every reference to its address is
   a callback argument of a libgomp call.  */

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
