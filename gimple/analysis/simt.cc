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
   without passing its EXIT call.

   Where a call is at the end of compilation.  msp decides in the ipmsp
   pass, on the IL of that time, which contexts each function runs in;
   the local pipeline that follows may move calls across the region's
   boundary.  ENTER_ALLOC and EXIT write memory (internal-fn.def: neither
   const nor pure), so every pass keeps them in order with the calls
   that read or write memory: a call moves across them only when it has
   no virtual operands, that is when its callee is const.  Any function
   of the unit may become const after ipmsp: ipa-pure-const made it so,
   or pass_local_pure_const will, in the callee's own pipeline, which
   runs before its callers' (ipa-pure-const.cc: a function is left alone
   only when an already compiled caller calls it).  Then tree-ssa-sink
   sinks the call into the region when its result is only used there,
   LIM hoists it out of a loop that holds the whole region, PRE inserts
   or hoists copies of it.  So msp_call_contexts gives a call that may
   move both contexts, unless it is anchored on its side of the
   boundary:

   - inside a region R: one of its arguments is a value that can only
     be computed in R, and its result is used only in R.  The one value
     taken for such is the lane number, .GOMP_SIMT_LANE () (a call with
     side effects: no pass moves or merges it, tree-ssa-sccvn.cc
     value-numbers only const and pure calls, and ompdevlow keeps it on
     nvptx), made in R, and values computed from it by operations no
     folding can undo (adding a value from outside R or a constant,
     multiplying by a non-zero constant, negating, widening, and the
     PHIs of R that take one of them).  Every place the call can take
     then comes after the lane number, so after ENTER_ALLOC, and before
     every use of its result, so before EXIT: the induction variable of
     the simd loop is such a value, and so are the calls of the loop's
     body that use it;
   - outside every region: its result is used somewhere that no region's
     ENTER_ALLOC dominates: the call must stay before that use, which
     no region reaches.

   A call whose result is not an SSA name cannot move: a call without a
   result that stays in the final IL has side effects (a const or pure
   one is removed, as dead), and one whose result goes to memory writes
   memory.  Nor can a call of a function that will never be const
   (propagate.cc says which).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/facts.h"
#include "gimple/analysis/simt.h"

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

/* Walk the region R, whose ENTER_ALLOC call is at GSI: add to
   INFO->calls the calls reachable from it, in its block and the blocks
   after it, up to a SIMT exit, and to R->blocks the blocks where some
   statement of the region is.  */

static void
walk_region (gimple_stmt_iterator gsi, msp_simt_info *info,
	     msp_simt_region *r)
{
  auto_vec<basic_block> work;
  auto_bitmap visited;
  basic_block bb = gsi_bb (gsi);

  gsi_next (&gsi);
  for (;;)
    {
      bool exited = false;
      bitmap_set_bit (r->blocks, bb->index);
      for (; !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (internal_call_p (stmt, IFN_GOMP_SIMT_EXIT))
	    {
	      exited = true;
	      bitmap_set_bit (r->exits, bb->index);
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
	    msp_simt_region *r = new msp_simt_region;
	    r->enter = bb;
	    info->regions.safe_push (r);
	    walk_region (gsi, info, r);
	  }
      }
  if (use_simt)
    {
      if (!info)
	info = new msp_simt_info;
      find_dead_blocks (fun, info);
    }
  if (info)
    {
      /* Forget the regions only the SIMD versions of simd loops reach.  */
      unsigned j = 0;
      for (unsigned i = 0; i < info->regions.length (); i++)
	if (bitmap_bit_p (info->dead, info->regions[i]->enter->index))
	  delete info->regions[i];
	else
	  info->regions[j++] = info->regions[i];
      info->regions.truncate (j);
    }
  return info;
}

msp_simt_info::~msp_simt_info ()
{
  for (unsigned i = 0; i < regions.length (); i++)
    delete regions[i];
}

/* The live region of INFO that holds the statement STMT, or NULL.  A
   statement in the block of ENTER_ALLOC before it is outside.  */

static msp_simt_region *
region_of (msp_simt_info *info, gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);

  if (is_gimple_call (stmt) && !info->calls.contains (stmt))
    return NULL;
  for (unsigned i = 0; i < info->regions.length (); i++)
    if (bitmap_bit_p (info->regions[i]->blocks, bb->index))
      return info->regions[i];
  return NULL;
}

/* True if some statement of BB may lie in one of the SIMT regions of
   INFO (which may be NULL: a function without them).  */

bool
msp_simt_block_p (msp_simt_info *info, basic_block bb)
{
  if (info == NULL)
    return false;
  for (unsigned i = 0; i < info->regions.length (); i++)
    if (bitmap_bit_p (info->regions[i]->blocks, bb->index))
      return true;
  return false;
}

/* True if all of BB is in R, which ENTER_ALLOC's block dominates: not a
   block where R ends (its statements after EXIT are outside).  The
   statements of ENTER_ALLOC's own block that come before it are
   outside too, but those the callers look at follow a value of R.  */

static bool
in_region_p (msp_simt_region *r, basic_block bb)
{
  return (bitmap_bit_p (r->blocks, bb->index)
	  && !bitmap_bit_p (r->exits, bb->index)
	  && dominated_by_p (CDI_DOMINATORS, bb, r->enter));
}

/* True if the value NAME can only be computed in the region R, from the
   lane number (see the head of the file).  VISITING holds the PHIs
   being looked at, taken to be such values (a recurrence of the simd
   loop's induction variable).  */

static bool
lane_value_p (tree name, msp_simt_region *r, hash_set<gimple *> *visiting,
	      int depth)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name)
      || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!in_region_p (r, gimple_bb (def)))
    return false;

  if (internal_call_p (def, IFN_GOMP_SIMT_LANE))
    return true;

  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visiting->add (phi))
	return true;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (lane_value_p (gimple_phi_arg_def (phi, i), r, visiting, depth + 1))
	  return true;
      return false;
    }

  gassign *a = dyn_cast <gassign *> (def);
  if (a == NULL)
    return false;
  tree rhs1 = gimple_assign_rhs1 (a);
  tree type = TREE_TYPE (name);
  switch (gimple_assign_rhs_code (a))
    {
    case SSA_NAME:
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      return lane_value_p (rhs1, r, visiting, depth + 1);

    CASE_CONVERT:
      /* Not narrowing: a truncation may drop every bit that varies.  */
      return ((INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
	      && (INTEGRAL_TYPE_P (TREE_TYPE (rhs1))
		  || POINTER_TYPE_P (TREE_TYPE (rhs1)))
	      && TYPE_PRECISION (type) >= TYPE_PRECISION (TREE_TYPE (rhs1))
	      && lane_value_p (rhs1, r, visiting, depth + 1));

    case MULT_EXPR:
      {
	tree rhs2 = gimple_assign_rhs2 (a);
	return (TREE_CODE (rhs2) == INTEGER_CST && !integer_zerop (rhs2)
		&& lane_value_p (rhs1, r, visiting, depth + 1));
      }

    case PLUS_EXPR:
    case MINUS_EXPR:
    case POINTER_PLUS_EXPR:
      {
	/* One operand from the lane number, the other from outside R
	   (so that no folding can cancel them).  */
	tree rhs2 = gimple_assign_rhs2 (a);
	for (int k = 0; k < 2; k++)
	  {
	    tree v = k ? rhs2 : rhs1, o = k ? rhs1 : rhs2;
	    bool outside = (CONSTANT_CLASS_P (o)
			    || (TREE_CODE (o) == SSA_NAME
				&& (SSA_NAME_IS_DEFAULT_DEF (o)
				    || !bitmap_bit_p (r->blocks,
						      gimple_bb
						      (SSA_NAME_DEF_STMT (o))
						      ->index))));
	    if (outside && lane_value_p (v, r, visiting, depth + 1))
	      return true;
	  }
	return false;
      }

    default:
      return false;
    }
}

/* Call FN on the block of each use of NAME (the source block of the
   edge of a PHI use) but those in blocks of DEAD, which ompdevlow
   removes; stop and return false as soon as it does.  */

static bool
all_uses_p (tree name, bitmap dead, bool (*fn) (basic_block, void *),
	    void *data)
{
  imm_use_iterator it;
  use_operand_p use;

  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt))
	continue;
      basic_block bb = gimple_bb (stmt);
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	bb = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use))->src;
      if (!bitmap_bit_p (dead, bb->index) && !fn (bb, data))
	return false;
    }
  return true;
}

static bool
use_in_region_p (basic_block bb, void *r)
{
  return in_region_p ((msp_simt_region *) r, bb);
}

static bool
use_not_before_p (basic_block bb, void *r)
{
  return dominated_by_p (CDI_DOMINATORS, bb,
			 ((msp_simt_region *) r)->enter);
}

/* The contexts (MSP_CTX_*) the call CALL of a function that runs in
   FN_CONTEXTS and whose SIMT constructs INFO describes (or NULL) may run
   in, wherever the passes after ipmsp move it (see the head of the
   file); MOVABLE is false if its callee can never be const.  Needs the
   dominators.  */

unsigned
msp_call_contexts (msp_simt_info *info, gcall *call, unsigned fn_contexts,
		   bool movable)
{
  if (info == NULL || info->regions.is_empty ())
    return fn_contexts;

  msp_simt_region *r = region_of (info, call);
  unsigned here = r ? MSP_CTX_SIMT : fn_contexts;
  tree lhs = gimple_call_lhs (call);
  if (!movable || lhs == NULL_TREE || TREE_CODE (lhs) != SSA_NAME)
    return here;

  if (r)
    {
      hash_set<gimple *> visiting;
      if (all_uses_p (lhs, info->dead, use_in_region_p, r))
	for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	  if (lane_value_p (gimple_call_arg (call, i), r, &visiting, 0))
	    return here;
      return here | fn_contexts;
    }

  /* Outside: a use of the result that no region's ENTER_ALLOC dominates
     keeps the call before it, in every region.  */
  for (unsigned i = 0; i < info->regions.length (); i++)
    if (all_uses_p (lhs, info->dead, use_not_before_p,
		    info->regions[i]))
      return here | MSP_CTX_SIMT;
  return here;
}

/* Where the final IL has the call CALL, in a function that runs in
   FN_CONTEXTS: the context it runs in there (for the verifier).  */

unsigned
msp_final_call_context (msp_simt_info *info, gcall *call,
			unsigned fn_contexts)
{
  return info && region_of (info, call) ? MSP_CTX_SIMT : fn_contexts;
}
