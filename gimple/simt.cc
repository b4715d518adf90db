/* simt.cc -- the calls made inside SIMT regions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   An OpenMP simd loop in offloaded code runs, under -muniform-simt, as a
   SIMT region (omp-low.cc, lower_rec_input_clauses and lower_omp_for):

     simtrec = .GOMP_SIMT_ENTER_ALLOC (size, align);
     ... the loop, one iteration per lane ...
     .GOMP_SIMT_EXIT (simtrec);

   On entry the nvptx backend switches the soft stack to per-lane storage
   in the .local array %simtstack_ar (nvptx_output_simt_enter,
   nvptx_output_softstack_switch: "cvta.local %r, %simtstack_ar",
   "sub %stack, %r, 8", and __nvptx_stacks[tid.y] set to it), and back on
   exit.  So inside the region alloca takes .local memory, and every
   function called from it, directly or not, starts its frame in .local
   memory: the rule "soft stacks are global" holds only outside SIMT
   regions.  The region is what is reachable from the ENTER_ALLOC call
   without passing its EXIT call; both are calls with side effects that
   no pass moves another call across.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* True if STMT is a call of the internal function FN.  */

static bool
internal_call_p (gimple *stmt, internal_fn fn)
{
  return (is_gimple_call (stmt) && gimple_call_internal_p (stmt)
	  && gimple_call_internal_fn (stmt) == fn);
}

/* If the block BB ends in "if (.GOMP_USE_SIMT () != 0)" (or "== 0"),
   return the edge taken when it is 0, else NULL.  omp-expand.cc
   compiles an offloaded simd loop twice, a SIMT version and a SIMD one,
   under that test; ompdevlow folds .GOMP_USE_SIMT to 1 on nvptx (its
   simt.vf hook returns the warp size), so the SIMD version never runs
   there.  */

static edge
non_simt_edge (basic_block bb)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (bb));

  if (!cond || !integer_zerop (gimple_cond_rhs (cond))
      || TREE_CODE (gimple_cond_lhs (cond)) != SSA_NAME
      || !internal_call_p (SSA_NAME_DEF_STMT (gimple_cond_lhs (cond)),
			   IFN_GOMP_USE_SIMT))
    return NULL;
  edge t, f;
  extract_true_false_edges_from_block (bb, &t, &f);
  if (gimple_cond_code (cond) == NE_EXPR)
    return f;
  if (gimple_cond_code (cond) == EQ_EXPR)
    return t;
  return NULL;
}

/* Mark in INFO->dead the blocks of FUN that only the SIMD versions of
   simd loops reach.  */

static void
find_dead_blocks (function *fun, msp_simt_info *info)
{
  auto_bitmap live;
  auto_vec<basic_block> work;
  basic_block bb;

  work.safe_push (ENTRY_BLOCK_PTR_FOR_FN (fun));
  bitmap_set_bit (live, ENTRY_BLOCK);
  while (!work.is_empty ())
    {
      bb = work.pop ();
      edge skip = non_simt_edge (bb);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e != skip && bitmap_set_bit (live, e->dest->index))
	  work.safe_push (e->dest);
    }
  FOR_EACH_BB_FN (bb, fun)
    if (!bitmap_bit_p (live, bb->index))
      bitmap_set_bit (info->dead, bb->index);
}

/* Add to INFO->calls the calls reachable from GSI, in its block and the
   blocks after it, up to a SIMT exit.  VISITED holds the blocks already
   walked from their start.  */

static void
walk_region (gimple_stmt_iterator gsi, msp_simt_info *info, bitmap visited)
{
  auto_vec<basic_block> work;
  basic_block bb = gsi_bb (gsi);

  for (;;)
    {
      bool exited = false;
      for (; !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (internal_call_p (stmt, IFN_GOMP_SIMT_EXIT))
	    {
	      exited = true;
	      break;
	    }
	  if (is_gimple_call (stmt))
	    info->calls.add (stmt);
	}
      if (!exited)
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    if (e->dest->index >= NUM_FIXED_BLOCKS
		&& bitmap_set_bit (visited, e->dest->index))
	      work.safe_push (e->dest);
	}
      if (work.is_empty ())
	return;
      bb = work.pop ();
      gsi = gsi_start_bb (bb);
    }
}

/* What FUN's SIMT constructs tell, or NULL if it has none.  The caller
   deletes it.  */

msp_simt_info *
msp_simt_analyse (function *fun)
{
  msp_simt_info *info = NULL;
  auto_bitmap visited;
  basic_block bb;
  bool use_simt = false;

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (internal_call_p (stmt, IFN_GOMP_USE_SIMT))
	  use_simt = true;
	if (internal_call_p (stmt, IFN_GOMP_SIMT_ENTER_ALLOC))
	  {
	    if (!info)
	      info = new msp_simt_info;
	    gimple_stmt_iterator next = gsi;
	    gsi_next (&next);
	    walk_region (next, info, visited);
	  }
      }
  if (use_simt)
    {
      if (!info)
	info = new msp_simt_info;
      find_dead_blocks (fun, info);
    }
  return info;
}
