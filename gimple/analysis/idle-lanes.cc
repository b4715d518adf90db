/* idle-lanes.cc -- a remark where a loop partitioned across OpenMP
   threads leaves 31 lanes of each warp idle.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   GCC's OpenMP on nvptx runs one OpenMP thread per warp: libgomp
   launches a team as blockDim (32, N) and each thread's code runs in
   lane 0 while the other lanes wait (nvptx.cc, the neutering of
   nvptx_reorg; libgomp's plugin-nvptx.c, GOMP_OFFLOAD_run).  Only a
   'simd' loop runs across the 32 lanes (omp-expand.cc,
   expand_omp_simd with IFN_GOMP_SIMT_ENTER_ALLOC for the SIMT
   version; omp-offload.cc, execute_omp_device_lower chooses it).  So a
   'parallel for' without 'simd' runs one iteration per warp at a time,
   where the same body as 'for simd' does 32.  msp may not add 'simd':
   it asserts what the program may do (no dependence between the
   iterations a warp runs together), which only the user knows.  It can
   say where a loop runs so, at the loop's line, among its remarks.

   What is reported, in a function msp-early sees (the loops as
   omp-expand made them, before the loop optimisations):
   - a loop whose header has a PHI whose value on entry depends on
     omp_get_thread_num (): expand_omp_for_static_nochunk and _chunk
     start each thread's part there (the schedule(static) GCC uses for
     'for' in a target region), as does a loop the user partitions by
     hand with the thread number;
   - that is in no SIMT region (simt.cc) and contains none, and no call
     but those of built-in and
     internal functions outside libgomp's interface (a call of the
     user's may hold an OpenMP construct, which 'simd' forbids; an
     inner 'simd' loop already uses the lanes) and no asm;
   - the outermost such loop only, at the first statement of its body.
   Where the loop is, or holds, a simd loop that GCC did not make SIMT
   (omp-low.cc, scan_omp_1_stmt, makes the SIMT version only for
   collapse(1); expand_omp_simd drops it for a safelen of 1), the
   remark says so instead.
   Loops of the dynamic, guided and runtime schedules, whose iterations
   come from GOMP_loop_*_next, are not reported.  The remark is an
   optimisation note: it changes no code.  Each loop is reported once,
   though msp's clones copy it (the location set).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/remark.h"
#include "gimple/analysis/simt.h"
#include "gimple/analysis/idle-lanes.h"

/* True if the call STMT may stand in a 'simd' loop as far as this file
   knows: a built-in or internal function that is not one of libgomp's
   entry points (GOMP_*, omp_*) or of the SIMT and OpenACC machinery.  */

static bool
lane_safe_call_p (gcall *stmt)
{
  if (gimple_call_internal_p (stmt))
    {
      const char *name = internal_fn_name (gimple_call_internal_fn (stmt));
      return strncmp (name, "GOMP_", 5) && strncmp (name, "GOACC_", 6);
    }
  tree fndecl = gimple_call_fndecl (stmt);
  if (fndecl == NULL_TREE || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  return !startswith (name, "GOMP_") && !startswith (name, "omp_")
	 && !startswith (name, "GOACC_") && !startswith (name, "acc_");
}

/* Set in TID every SSA name of FUN whose value depends on a call of
   omp_get_thread_num: its results and, to a fixed point, the results
   of statements and PHIs that read one.  */

static void
thread_num_values (function *fun, bitmap tid)
{
  basic_block bb;
  bool changed = true;

  while (changed)
    {
      changed = false;
      FOR_EACH_BB_FN (bb, fun)
	{
	  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	       gsi_next (&psi))
	    {
	      gphi *phi = psi.phi ();
	      tree res = gimple_phi_result (phi);
	      if (bitmap_bit_p (tid, SSA_NAME_VERSION (res)))
		continue;
	      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
		{
		  tree arg = gimple_phi_arg_def (phi, i);
		  if (TREE_CODE (arg) == SSA_NAME
		      && bitmap_bit_p (tid, SSA_NAME_VERSION (arg)))
		    {
		      bitmap_set_bit (tid, SSA_NAME_VERSION (res));
		      changed = true;
		      break;
		    }
		}
	    }
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      tree lhs = gimple_get_lhs (stmt);
	      if (lhs == NULL_TREE || TREE_CODE (lhs) != SSA_NAME
		  || bitmap_bit_p (tid, SSA_NAME_VERSION (lhs)))
		continue;
	      bool depends = gimple_call_builtin_p (stmt,
						    BUILT_IN_OMP_GET_THREAD_NUM);
	      ssa_op_iter iter;
	      tree use;
	      if (is_gimple_assign (stmt))
		FOR_EACH_SSA_TREE_OPERAND (use, stmt, iter, SSA_OP_USE)
		  if (bitmap_bit_p (tid, SSA_NAME_VERSION (use)))
		    depends = true;
	      if (depends)
		{
		  bitmap_set_bit (tid, SSA_NAME_VERSION (lhs));
		  changed = true;
		}
	    }
	}
    }
}

/* True if LOOP's header has a PHI whose value on entry is in TID.  */

static bool
partitioned_p (class loop *loop, bitmap tid)
{
  for (gphi_iterator psi = gsi_start_phis (loop->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      gphi *phi = psi.phi ();
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree arg = gimple_phi_arg_def (phi, i);
	  edge e = gimple_phi_arg_edge (phi, i);
	  if (!flow_bb_inside_loop_p (loop, e->src)
	      && TREE_CODE (arg) == SSA_NAME
	      && bitmap_bit_p (tid, SSA_NAME_VERSION (arg)))
	    return true;
	}
    }
  return false;
}

/* True if LOOP or a loop within it is a simd loop (omp-expand.cc,
   expand_omp_simd, sets safelen and force_vectorize) that GCC did not
   make SIMT: without a SIMT region in it (plain_body_p), it runs on one
   lane.  */

static bool
simd_within_p (class loop *loop)
{
  if (loop->safelen > 0 || loop->force_vectorize)
    return true;
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    if (simd_within_p (inner))
      return true;
  return false;
}

/* True if the body of LOOP has nothing that keeps this file from
   reporting it: no asm, no call but lane_safe_call_p ones.  */

static bool
plain_body_p (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool plain = true;

  for (unsigned i = 0; plain && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 plain && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gimple_code (stmt) == GIMPLE_ASM
	    || (is_gimple_call (stmt)
		&& !lane_safe_call_p (as_a <gcall *> (stmt))))
	  plain = false;
      }
  free (body);
  return plain;
}

/* Where to report LOOP: the first statement of its body, in dominator
   order, that has a location.  omp-expand gives the control statements
   of a worksharing loop none, so that is the body's first line.  */

static location_t
loop_location (class loop *loop)
{
  basic_block *body = get_loop_body_in_dom_order (loop);
  location_t loc = UNKNOWN_LOCATION;

  for (unsigned i = 0; loc == UNKNOWN_LOCATION && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi); gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi))
	  && gimple_location (gsi_stmt (gsi)) != UNKNOWN_LOCATION)
	{
	  loc = gimple_location (gsi_stmt (gsi));
	  break;
	}
  free (body);
  return loc;
}

/* The locations already reported, over the unit.  */

static hash_set<int_hash<location_t, UNKNOWN_LOCATION, BUILTINS_LOCATION> >
  *reported;

/* Remark the loops of FUN, the current function, that run one
   iteration per warp (see the head of the file).  Only when remarks
   are on.  */

void
msp_remark_idle_lanes (function *fun)
{
  if (!dump_enabled_p () || !current_loops)
    return;

  auto_bitmap tid;
  thread_num_values (fun, tid);
  if (bitmap_empty_p (tid))
    return;
  if (!reported)
    reported = new hash_set<int_hash<location_t, UNKNOWN_LOCATION,
				     BUILTINS_LOCATION> >;

  msp_simt_info *simt = msp_simt_analyse (fun);
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    {
      if (!partitioned_p (loop, tid) || !plain_body_p (loop)
	  || msp_simt_block_p (simt, loop->header))
	continue;
      bool outer_too = false;
      for (class loop *o = loop_outer (loop); o && o->num; o = loop_outer (o))
	if (partitioned_p (o, tid) && plain_body_p (o)
	    && !msp_simt_block_p (simt, o->header))
	  outer_too = true;
      location_t loc = loop_location (loop);
      if (outer_too || LOCATION_LOCUS (loc) == UNKNOWN_LOCATION
	  || LOCATION_LOCUS (loc) == BUILTINS_LOCATION
	  || reported->add (LOCATION_LOCUS (loc)))
	continue;
      msp_remark (MSG_MISSED_OPTIMIZATION,
		  dump_user_location_t::from_location_t (loc),
		  simd_within_p (loop)
		  ? ("simd loop runs one iteration per warp at a time: GCC"
		     " runs a simd loop across the warp's 32 lanes only with"
		     " collapse(1) and a safelen above 1")
		  : ("loop partitioned across OpenMP threads runs one"
		     " iteration per warp at a time: only 'simd' loops use"
		     " the warp's 32 lanes"));
    }
  delete simt;
}
