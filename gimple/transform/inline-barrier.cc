/* inline-barrier.cc -- OpenMP team barriers as one PTX barrier.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every '#pragma omp barrier' of offloaded OpenMP code is a call of
   libgomp's GOMP_barrier.  On nvptx (libgomp/config/nvptx/bar.c and
   bar.h, team.c, GCC 12 to 16) it waits on the team barrier, CTA
   barrier 1, with count 32 * the team's threads, around an atomic
   arrival counter and three membar.sys; it also runs the tasks that
   are pending, and GCC 12 emulates a futex with several bar.sync
   rounds: about 70 instructions per thread from GCC 13 on, more in 12,
   and the call's own cost in the loop around it.  When it does nothing
   else, one CTA barrier does the same:

     n = omp_get_num_threads ();
     asm volatile ("{ .reg.u32 %c; shl.b32 %c, n, 5;
		      membar.sys; bar.sync 15, %c; }"
		   : : "r" (n) : "memory");

   The facts it rests on, the same in every release (see also
   notes/inline-barriers.md):
   1. An OpenMP thread is a warp, and all 32 lanes run the code outside
      SIMT regions (-mgomp implies -muniform-simt and -msoft-stack); so
      every lane of the team's warps reaches the barrier, the count is
      32 * omp_get_num_threads (), which is the team's nthreads
      (team.c, gomp_new_team: bar->total), and bar.sync (that is
      barrier.sync.aligned) sees whole warps.
   2. libgomp uses CTA barriers 0 (kernel start, idle threads docked
      between parallel regions: team.c, gomp_nvptx_main,
      gomp_thread_start) and 1 (the team barrier, bar.h); GCC's nvptx
      backend emits barriers for OpenACC only.  Barrier 15 is free, so
      the warps docked at barrier 0 and libgomp's own barriers of the
      same team (the end of a parallel region, of worksharing
      constructs) are never counted with it.  A team of one thread (a
      target body outside parallel, a nested parallel) waits for its
      own warp: 32 lanes.
   3. Beyond the barrier, GOMP_barrier runs the team's pending tasks
      (gomp_team_barrier_wait_end, BAR_TASK_PENDING) and, in its
      cancellable forms, handles cancellation.  So the rewrite needs a
      unit in which no task can exist: the whole device program
      (msp_whole_program_p), none of whose functions refers to
      libgomp's entry points that create tasks or cancel (GOMP_*task*,
      GOMP_*cancel*, omp_fulfill_event, the omp_*_async copies, which
      libgomp runs as tasks, GOMP_target_ext), defines
      omp_get_num_threads, or has an asm that names a PTX barrier.
   4. The barrier's flush (OpenMP: a barrier implies a flush of all
      variables, with acquire and release semantics) is one membar.sys
      before bar.sync, as libgomp 13 to 16 have it (three membar.sys
      before their bar.red, none after): the fence orders the thread's
      earlier accesses, reads included, before everything after it at
      system scope, and bar.sync orders the team's accesses within the
      CTA (PTX ISA, "bar, barrier"), so a thread after the barrier
      sees what its team saw before it.  The "memory" clobber keeps GCC
      from moving loads and stores across.
   5. Not in a SIMT region (a barrier there is not allowed anyway).
   The unit-wide fact is taken in ipmsp, where every function has its
   body; no pass after it makes calls of libgomp's task or cancel entry
   points (omp-expand ran in the host compiler).  The rewrite happens in
   msp-late, the last GIMPLE pass, so the asm stays where the call was:
   RTL passes do not move a volatile asm.  omp_get_num_threads () is
   called once before the outermost loop around a barrier (the team of
   a function's invocation does not change: a parallel region's body
   is a function of its own), not in the loop.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/callgraph.h"
#include "gimple/analysis/simt.h"
#include "gimple/transform/inline-barrier.h"

/* Whether the unit allows the rewrite (fact 3), and why not.  */
static bool unit_ok;
static const char *unit_why = "the unit was not examined";

/* True if NAME, a function's name without "__builtin_", is one of
   libgomp's entry points that create tasks or pending work, or
   cancel.  */

static bool
task_or_cancel_name_p (const char *name)
{
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  if (startswith (name, "GOMP_"))
    return (strstr (name, "task") || strstr (name, "cancel")
	    || !strcmp (name, "GOMP_target_ext"));
  if (startswith (name, "omp_"))
    return (!strcmp (name, "omp_fulfill_event")
	    || strstr (name, "_async") != NULL);
  return strstr (name, "nvptx_bar") != NULL;
}

/* True if the asm STMT may name a PTX barrier.  */

static bool
barrier_asm_p (gasm *stmt)
{
  const char *s = gimple_asm_string (stmt);
  return strstr (s, "bar") != NULL;
}

/* Decide, in ipmsp, whether the unit allows inline barriers (fact 3 of
   the head of the file).  */

void
msp_barrier_unit_check (void)
{
  cgraph_node *node;

  unit_ok = false;
  if (!msp_opts.inline_barrier)
    {
      unit_why = "-fplugin-arg-msp-inline-barrier=0";
      return;
    }
  if (!(TARGET_GOMP && TARGET_SOFT_STACK && TARGET_UNIFORM_SIMT))
    {
      unit_why = "the unit is not built with -mgomp";
      return;
    }
  if (!msp_whole_program_p ())
    {
      unit_why = "the unit may not be the whole device program";
      return;
    }
  if (!builtin_decl_explicit_p (BUILT_IN_OMP_GET_NUM_THREADS))
    {
      unit_why = "omp_get_num_threads is not declared";
      return;
    }
  FOR_EACH_FUNCTION (node)
    {
      if (!DECL_NAME (node->decl))
	continue;
      const char *name = IDENTIFIER_POINTER (DECL_NAME (node->decl));
      if (task_or_cancel_name_p (name))
	{
	  unit_why = "the unit may create tasks or cancel";
	  return;
	}
      if (node->definition && !strcmp (name, "omp_get_num_threads"))
	{
	  unit_why = "the unit defines omp_get_num_threads";
	  return;
	}
    }
  /* Every body, read in (msp_unit_functions); one msp cannot read
     might hold anything.  */
  auto_vec<cgraph_node *> nodes;
  msp_unit_functions (&nodes);
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      basic_block bb;
      if (fun == NULL || fun->cfg == NULL)
	{
	  unit_why = "a function's body could not be read";
	  return;
	}
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (gasm *a = dyn_cast <gasm *> (gsi_stmt (gsi)))
	    if (barrier_asm_p (a))
	      {
		unit_why = "an asm of the unit may use a PTX barrier";
		return;
	      }
    }
  unit_ok = true;
  unit_why = NULL;
}

/* Why the unit keeps GOMP_barrier, or NULL.  */

const char *
msp_barrier_unit_why (void)
{
  return unit_why;
}

/* The edge into LOOP from outside it, if it has only one.  */

static edge
single_entry_edge (class loop *loop)
{
  edge e, entry = NULL;
  edge_iterator ei;

  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
	if (entry)
	  return NULL;
	entry = e;
      }
  return entry;
}

/* An SSA name holding omp_get_num_threads () for the barrier CALL:
   called once before the outermost loop around CALL, where that
   loop has one entry (the team does not change within a function's
   invocation: a parallel region's body is another function), else
   right before CALL.  LOOPS caches the names made before loops.  */

static tree
team_size (gimple *call, hash_map<int_hash<int, -1, -2>, tree> *loops)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = current_loops ? bb->loop_father : NULL;
  edge entry = NULL;

  while (loop && loop_outer (loop) && loop_outer (loop_outer (loop)))
    loop = loop_outer (loop);
  if (loop && loop_outer (loop))
    entry = single_entry_edge (loop);
  if (entry)
    if (tree *cached = loops->get (loop->num))
      return *cached;

  tree nthreads = make_ssa_name (integer_type_node);
  gcall *get = gimple_build_call (builtin_decl_explicit
				    (BUILT_IN_OMP_GET_NUM_THREADS), 0);
  gimple_call_set_lhs (get, nthreads);
  gimple_set_location (get, gimple_location (call));
  if (entry)
    {
      gsi_insert_on_edge_immediate (entry, get);
      loops->put (loop->num, nthreads);
    }
  else
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_insert_before (&gsi, get, GSI_SAME_STMT);
    }
  return nthreads;
}

/* Replace the calls of GOMP_barrier of FUN by inline barriers where the
   unit allows it (see the head of the file); return how many.  */

unsigned
msp_inline_barriers (function *fun)
{
  basic_block bb;
  auto_vec<gimple *> calls;

  if (!unit_ok || oacc_get_fn_attrib (fun->decl))
    return 0;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_call_builtin_p (gsi_stmt (gsi), BUILT_IN_GOMP_BARRIER))
	calls.safe_push (gsi_stmt (gsi));
  if (calls.is_empty ())
    return 0;

  msp_simt_info *simt = msp_simt_analyse (fun);
  hash_map<int_hash<int, -1, -2>, tree> loops;
  unsigned n = 0;
  for (unsigned i = 0; i < calls.length (); i++)
    {
      gimple *call = calls[i];
      if (msp_simt_block_p (simt, gimple_bb (call)))
	continue;
      tree nthreads = team_size (call, &loops);

      vec<tree, va_gc> *inputs = NULL;
      vec<tree, va_gc> *clobbers = NULL;
      vec_safe_push (inputs,
		     build_tree_list (build_tree_list
					(NULL_TREE, build_string (2, "r")),
				      nthreads));
      vec_safe_push (clobbers,
		     build_tree_list (NULL_TREE, build_string (7, "memory")));
      gasm *bar = gimple_build_asm_vec
		    ("{\n\t.reg.u32 %%msp_bar;\n"
		     "\tshl.b32 %%msp_bar, %0, 5;\n"
		     "\tmembar.sys;\n"
		     "\tbar.sync 15, %%msp_bar;\n\t}",
		     inputs, NULL, clobbers, NULL);
      gimple_asm_set_volatile (bar, true);
      gimple_set_location (bar, gimple_location (call));
      gimple_move_vops (bar, call);
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_replace (&gsi, bar, false);
      n++;
    }
  delete simt;
  return n;
}
