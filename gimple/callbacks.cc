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
   under soft stacks.  msp_compute_callback_params finds these functions
   and their parameter masks, iterating until no mask changes (a DATA
   argument may itself be a parameter, for nested parallel regions);
   msp_default_def_mask (sources.cc) reads them.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

static hash_map<tree, msp_mask> *callback_params;

/* If CALL hands a callback and its data block to libgomp, return the
   index of the callback argument (the data is the next argument);
   otherwise return -1.  */

static int
callback_arg_index (gcall *call)
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
	int idx = call ? callback_arg_index (call) : -1;
	if (uses.count != 1 || idx < 0)
	  return false;
	tree fn = gimple_call_arg (call, idx);
	if (TREE_CODE (fn) != ADDR_EXPR || TREE_OPERAND (fn, 0) != fndecl)
	  return false;
      }
  return true;
}

/* True if the function NODE is only ever called back by libgomp: local,
   no direct callers, and every reference to its address is the callback
   argument of a GOMP_parallel* call.  Add the functions that make those
   calls to REFERRING_SET.  */

static bool
callback_only_p (cgraph_node *node, hash_set<cgraph_node *> *referring_set)
{
  ipa_ref *ref;
  bool any = false;

  /* In the offload compiler DECL_ARGUMENTS come with the body.  */
  node->get_body ();
  if (node->externally_visible || TREE_PUBLIC (node->decl) || node->callers
      || DECL_ARGUMENTS (node->decl) == NULL_TREE)
    return false;
  for (int i = 0; node->iterate_referring (i, ref); i++)
    {
      cgraph_node *referring = dyn_cast <cgraph_node *> (ref->referring);
      if (ref->use != IPA_REF_ADDR || !referring
	  || !referring->has_gimple_body_p ())
	return false;
      referring->get_body ();
      if (!uses_are_callbacks_p (node->decl, referring))
	return false;
      referring_set->add (referring);
      any = true;
    }
  return any;
}

/* The parameter mask msp knows for FNDECL's first parameter, or
   MSP_UNKNOWN.  */

msp_mask
msp_callback_param_mask (tree fndecl)
{
  if (!callback_params)
    return MSP_UNKNOWN;
  msp_mask *m = callback_params->get (fndecl);
  return m ? *m : MSP_UNKNOWN;
}

/* Find the functions only libgomp calls back and compute the masks of
   their data parameters.  Dump them to FILE if not null.  */

void
msp_compute_callback_params (FILE *file)
{
  cgraph_node *node;
  bool changed;
  int rounds = 0;

  delete callback_params;
  callback_params = new hash_map<tree, msp_mask>;

  /* Optimistic start: every callback's parameter points nowhere.  Only
     the functions that hand callbacks to libgomp need resolving.  */
  hash_set<cgraph_node *> referring;
  auto_vec<cgraph_node *> handing;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (callback_only_p (node, &referring))
      callback_params->put (node->decl, MSP_EMPTY);
  if (callback_params->is_empty ())
    return;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (referring.contains (node))
      handing.safe_push (node);

  do
    {
      changed = false;
      rounds++;
      for (unsigned n = 0; n < handing.length (); n++)
	{
	  function *fun = handing[n]->get_fun ();
	  msp_masks masks = vNULL;
	  basic_block bb;

	  push_cfun (fun);
	  msp_resolve (fun, &masks);
	  FOR_EACH_BB_FN (bb, fun)
	    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
		 !gsi_end_p (gsi); gsi_next (&gsi))
	      {
		gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
		int idx = call ? callback_arg_index (call) : -1;
		if (idx < 0)
		  continue;
		tree fn = gimple_call_arg (call, idx);
		if (TREE_CODE (fn) != ADDR_EXPR)
		  continue;
		msp_mask *slot = callback_params->get (TREE_OPERAND (fn, 0));
		if (!slot)
		  continue;
		msp_mask m = msp_operand_mask (gimple_call_arg (call, idx + 1),
					       masks);
		if ((*slot | m) != *slot)
		  {
		    *slot |= m;
		    changed = true;
		  }
	      }
	  pop_cfun ();
	  masks.release ();
	}
    }
  while (changed && rounds < 16);

  if (changed)
    /* No fixed point in time: know nothing.  */
    for (hash_map<tree, msp_mask>::iterator it = callback_params->begin ();
	 it != callback_params->end (); ++it)
      (*it).second = MSP_UNKNOWN;

  if (file)
    for (hash_map<tree, msp_mask>::iterator it = callback_params->begin ();
	 it != callback_params->end (); ++it)
      {
	fprintf (file, "callback %s: data parameter ",
		 lang_hooks.decl_printable_name ((*it).first, 2));
	msp_print_mask (file, (*it).second);
	fputc ('\n', file);
      }
}
