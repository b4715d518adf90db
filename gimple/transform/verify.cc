/* verify.cc -- check the unit facts again on a function's final IL.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp decides the unit's facts once, in the ipmsp pass (propagate.cc), and
   the passes after it rewrite each function's accesses with them, on
   the IL that the local pipeline has made of it by then.  propagate.cc
   argues that the facts stay true whatever that pipeline does.  This
   file checks it, on each function's final GIMPLE (msp-late) and, with
   rtl/rtl-verify.cc, RTL (msp-rtl), for every fact a rewrite relies
   on:

   - the contexts of the calls: a call at the place the final IL has it
     runs in a context its callee's facts allow (simt.cc);
   - the memory mask: what every store stores is within the memory mask,
     and what it stores into a kernel's data block within the block
     mask;
   - what the callees receive and the function returns: the arguments
     of a call of a function whose callers are all known are within its
     parameters' masks, and what the function returns within its
     result's mask;
   - the data blocks of parallel regions: what every store into one
     stores is within what the facts of its callback say of the place
     (check_blocks).

   Of the masks, only the data masks (msp_check_memory says why).

   With -fchecking (the testsuite's mode) a fact that does not hold is an
   internal error that names the fact and the statement: a silent
   miscompile becomes a loud failure.  Without it, msp-late still
   checks the memory mask, the one fact its own rewrite reads that the
   function itself can break (the stores of its final IL): where they
   store more, its loads are unknown (msp_check_memory).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/facts.h"
#include "gimple/analysis/simt.h"
#include "gimple/analysis/sources.h"
#include "gimple/analysis/stores.h"
#include "gimple/analysis/blocks.h"
#include "gimple/analysis/resolve.h"
#include "gimple/transform/verify.h"
#include "pretty-print.h"

/* Report that the fact FACT, of mask WANT, does not hold for STMT (or
   INSN) of the current function, which gives HAVE.  */

void
msp_fact_violated (const char *fact, msp_mask have, msp_mask want,
		   gimple *stmt, rtx_insn *insn)
{
  pretty_printer pp, h, w;

  msp_pp_mask (&h, have);
  msp_pp_mask (&w, want);
  if (stmt)
    pp_gimple_stmt_1 (&pp, stmt, 0, TDF_NONE);
  else if (insn)
    {
      pp_printf (&pp, "insn %d", INSN_UID (insn));
      print_rtl_single (stderr, insn);
    }
  internal_error ("msp: the unit fact %qs does not hold in %qs: %s gives "
		  "%s where the fact says %s", fact,
		  function_name (cfun), pp_formatted_text (&pp),
		  pp_formatted_text (&h), pp_formatted_text (&w));
}

/* Check that HAVE is within WANT, the fact FACT; report it otherwise.  */

static void
check (const char *fact, msp_mask have, msp_mask want, gimple *stmt)
{
  if (have & ~want)
    msp_fact_violated (fact, have, want, stmt, NULL);
}

/* True if the memory facts hold for the stores of the function CTX
   describes (cfun), whose SSA names have MASKS: the data masks of what
   it stores are within the memory mask, and of what it stores into a
   kernel's data block within the block mask.  With REPORT, report the
   first store that breaks them.

   Only the data masks: a store the local pipeline makes that ipmsp did
   not count stores new data.  The implicit masks of the final IL say
   more than ipmsp's of the same flows: the passes add branches whose
   arms compute the same values (loop versioning for aliasing, which
   compares pointers into different spaces, unswitching, and ivopts'
   exit tests against another array's induction variable), which the
   lattice takes for flows; but a transformation that keeps the values
   the program computes makes no new information flow, and ipmsp's
   analysis of the flows of its IL holds for the program's run.  */

bool
msp_check_memory (const msp_fn_ctx *ctx, const msp_masks &masks, bool report)
{
  basic_block bb;

  FOR_EACH_BB_FN (bb, ctx->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	msp_mask block;
	const char *why;
	msp_mask m = msp_stmt_stores (ctx, stmt, masks, MSP_EMPTY, &block,
				      &why, false);
	if ((m & ~msp_memory_mask ()) || (block & ~msp_block_mask ()))
	  {
	    if (report)
	      {
		check ("memory mask", m, msp_memory_mask (), stmt);
		check ("data block mask", block, msp_block_mask (), stmt);
	      }
	    return false;
	  }
      }
  return true;
}

/* If the IL of the function CTX describes (cfun), which ipmsp analysed,
   stores more than the memory mask (msp_check_memory), make CTX's
   memory mask unknown, resolve MASKS again with it and return true:
   its loads are then unknown, as msp-late and the fence rule of the
   inline barriers take them.  */

bool
msp_recheck_memory (msp_fn_ctx *ctx, msp_masks *masks)
{
  if (!msp_unit_analysed_p (ctx->fun->decl)
      || msp_check_memory (ctx, *masks, false))
    return false;
  ctx->memory = MSP_UNKNOWN;
  msp_resolve (ctx, masks);
  return true;
}

/* Check the facts that the calls of the function CTX describes (cfun)
   pass on, and that its return statements give: contexts, the data
   masks of arguments and results (msp_check_memory says why not the
   implicit ones).  A result's data mask is checked against the data and
   implicit masks of the fact together: a pass may turn a control
   dependence into a data flow without changing any value, as when it
   replaces a constant argument of a PHI by a name that the condition of
   the argument's edge makes equal to it (GCC 16 returns "(n >> i) & 1"
   where the source returns 0 after the test of that bit failed).  */

static void
check_calls (const msp_fn_ctx *ctx, const msp_masks &masks)
{
  tree fndecl = ctx->fun->decl;
  unsigned fn_contexts = msp_fn_contexts (fndecl);
  basic_block bb;

  FOR_EACH_BB_FN (bb, ctx->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);

	if (greturn *r = dyn_cast <greturn *> (stmt))
	  {
	    tree val = gimple_return_retval (r);
	    if (val && (TREE_CODE (val) == SSA_NAME
			|| is_gimple_min_invariant (val)))
	      {
		check ("result", msp_value_mask (val, masks),
		       msp_return_mask (fndecl) | msp_return_implicit (fndecl),
		       stmt);
	      }
	    continue;
	  }
	gcall *call = dyn_cast <gcall *> (stmt);
	tree callee = call ? msp_callee_with_facts (call) : NULL_TREE;
	if (callee == NULL_TREE)
	  continue;

	unsigned have = msp_final_call_context (ctx->simt, call, fn_contexts);
	if (have & ~msp_fn_contexts (callee))
	  msp_fact_violated ("call contexts", have, msp_fn_contexts (callee),
			     stmt, NULL);
	if (!msp_fn_callers_known_p (callee) || msp_fn_callback_p (callee))
	  continue;
	unsigned i = 0;
	for (tree p = DECL_ARGUMENTS (callee);
	     p && i < gimple_call_num_args (call); p = DECL_CHAIN (p), i++)
	  if (is_gimple_reg_type (TREE_TYPE (p)))
	    {
	      tree arg = gimple_call_arg (call, i);
	      check ("parameter", msp_value_mask (arg, masks),
		     msp_param_mask (callee, i), stmt);
	    }
      }
}

/* Check the facts of the data blocks of parallel regions
   (gimple/analysis/blocks.cc) against the stores of the function CTX describes
   (cfun) into the blocks it hands callbacks and, for a callback, into
   its own: the data masks of what each stores are within what the
   callback's facts say of the place it stores into.  */

static void
check_blocks (const msp_fn_ctx *ctx, const msp_masks &masks)
{
  auto_vec<msp_block_var> vars;
  auto_vec<cgraph_node *> any;
  tree ddef = NULL_TREE;
  basic_block bb;

  msp_find_block_vars (ctx->fun, NULL, &vars, &any);
  if (msp_fn_callback_p (ctx->fun->decl))
    {
      ddef = msp_block_param (ctx->fun);
      if (ddef == error_mark_node)
	ddef = NULL_TREE;
    }
  FOR_EACH_BB_FN (bb, ctx->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree base = msp_block_store_base (stmt);
	if (base == NULL_TREE)
	  continue;
	tree cb = NULL_TREE;
	for (unsigned i = 0; i < vars.length (); i++)
	  if (vars[i].var == base)
	    cb = vars[i].cb->decl;
	if (ddef && TREE_CODE (base) == MEM_REF
	    && TREE_OPERAND (base, 0) == ddef)
	  cb = ctx->fun->decl;
	if (cb == NULL_TREE)
	  continue;
	msp_mask block;
	const char *why;
	msp_mask m = msp_stmt_stores (ctx, stmt, masks, MSP_EMPTY, &block,
				      &why, false);
	HOST_WIDE_INT offset = 0, size = -1;
	if (!msp_block_extent (gimple_get_lhs (stmt), base, &offset, &size))
	  size = -1;
	check ("data block of a parallel region", m,
	       msp_callback_block_mask (cb, offset, size), stmt);
      }
}

/* Check the unit facts on the final GIMPLE of the function CTX describes
   (cfun), whose SSA names have MASKS (see the head of the file).  */

void
msp_verify_gimple (const msp_fn_ctx *ctx, const msp_masks &masks)
{
  if (!msp_unit_analysed_p (ctx->fun->decl))
    return;
  msp_check_memory (ctx, masks, true);
  check_calls (ctx, masks);
  check_blocks (ctx, masks);
}
