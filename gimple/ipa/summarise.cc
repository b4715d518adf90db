/* summarise.cc -- what the analysis of one function passes on.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The half of ipmsp's fixed point that looks at one function (propagate.cc
   says what each fact means): resolve the function with the facts
   known so far (resolve.cc), then pass on what its statements show, to
   the functions it calls (the masks of their arguments, the contexts
   and conditions of its calls, the return slots it chooses), to those
   it hands libgomp (callbacks.cc), to its callers (what it returns) and
   to memory (what it stores, stores.cc).  A function whose facts grew
   is queued again (propagate-state.h).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/analysis/decls.h"
#include "core/callgraph.h"
#include "core/callbacks.h"
#include "gimple/analysis/resolve.h"
#include "gimple/analysis/simt.h"
#include "gimple/analysis/stores.h"
#include "gimple/analysis/blocks.h"
#include "gimple/ipa/propagate-state.h"

/* Note that the bits M may be stored into memory the unit reads, by
   what WHY says, in FUN.  */

void
msp_note_store (unit_state *st, msp_mask m, const char *why, function *fun)
{
  if ((m & ~MSP_GLOBAL) && !st->why)
    {
      st->why = why;
      st->where = fun ? function_name (fun) : NULL;
    }
  st->stored |= m;
}

/* True if the call CALL may become a call without virtual operands,
   which the passes after ipmsp can move (simt.cc): its callee is, or
   may become, const.  */

static bool
movable_call_p (unit_state *st, gcall *call)
{
  if (fn_state *cf = state_of (st, msp_callee_with_body (call)))
    return !cf->side_effects;
  return (gimple_call_flags (call) & ECF_CONST) != 0;
}

/* The call CALL of the function F was made in the contexts CTX, under
   the conditions of mask COND (its block's and F's): pass them, and its
   arguments, on to the function of the unit it calls.  */

static void
visit_unit_call (unit_state *st, fn_state *f, gcall *call,
		 const msp_masks &masks, unsigned char ctx, msp_mask cond)
{
  cgraph_node *callee = msp_callee_with_body (call);
  fn_state *cf = state_of (st, callee);
  msp_fn_summary *cs = cf ? cf->s : NULL;
  tree fndecl = gimple_call_fndecl (call);
  bool changed = false;

  if (cs == NULL || !cs->callers_known)
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      {
	tree arg = gimple_call_arg (call, i);
	if (msp_operand_mask (arg, masks) & MSP_FOREIGN)
	  st->foreign_args = true;
	st->escape |= msp_value_bits (arg, masks) | cond;
      }

  if (cs == NULL)
    {
      /* Out of the unit, or through a pointer.  */
      if (ctx & CTX_SIMT)
	st->simt_escape = true;
      if (st->unit_has_stdarg
	  && (!fndecl || (callee && DECL_STRUCT_FUNCTION (callee->decl)
			  && DECL_STRUCT_FUNCTION (callee->decl)->stdarg)))
	for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	  msp_note_store (st, (msp_value_bits (gimple_call_arg (call, i), masks)
			   | cond),
		      "argument of a variadic call", f->node->get_fun ());
      return;
    }

  if (cgraph_edge *e = f->node->get_edge (call))
    {
      msp_call_site *site = msp_facts_site (e);
      site->contexts = ctx;
      site->args.truncate (0);
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	site->args.safe_push (msp_value_mask (gimple_call_arg (call, i),
					      masks));
    }

  changed |= grow_contexts (cs, ctx);
  if (!cs->callers_known || cs->callback)
    {
      if (changed)
	queue (st, cf);
      return;
    }
  changed |= grow (&cs->cond, cond);

  tree cdecl = cf->node->decl;
  if (aggregate_value_p (DECL_RESULT (cdecl), cdecl))
    {
      /* The caller passes the address of its lhs (return slot
	 optimisation, which pass_return_slot may decide after ipmsp) or
	 of a temporary of its frame.  */
      msp_mask slot = msp_fn_frame_mask (f->node->decl);
      tree lhs = gimple_call_lhs (call);
      if (lhs)
	{
	  tree base = get_base_address (lhs);
	  slot |= (base && (TREE_CODE (base) == MEM_REF
			    || TREE_CODE (base) == TARGET_MEM_REF)
		   ? msp_operand_mask (TREE_OPERAND (base, 0), masks)
		   : base && DECL_P (base) ? msp_decl_mask (base, masks.ctx)
		   : MSP_UNKNOWN);
	}
      changed |= grow (&cs->retslot, slot);
    }

  /* With several call sites, which one called reveals their
     conditions.  */
  msp_mask site_cond = cf->nsites > 1 ? cond : MSP_EMPTY;
  unsigned n = gimple_call_num_args (call);
  if (n != cs->params.length () || DECL_STRUCT_FUNCTION (cdecl)->stdarg)
    /* Arguments that do not match the parameters.  */
    for (unsigned i = 0; i < cs->params.length (); i++)
      changed |= grow (&cs->params[i], MSP_UNKNOWN);
  else
    {
      unsigned i = 0;
      for (tree p = DECL_ARGUMENTS (cdecl); p && i < n;
	   p = DECL_CHAIN (p), i++)
	if (msp_passed_by_reference_p (p))
	  {
	    /* The callee gets the address of the caller's copy, in the
	       caller's frame (decls.cc, msp_decl_mask): its parameter's
	       incoming value at RTL.  */
	    changed |= grow (&cs->params[i],
			     msp_fn_frame_mask (f->node->decl));
	    changed |= grow (&cs->params_implicit[i], site_cond);
	  }
	else if (is_gimple_reg_type (TREE_TYPE (p)))
	  {
	    tree arg = gimple_call_arg (call, i);
	    changed |= grow (&cs->params[i], msp_value_mask (arg, masks));
	    changed |= grow (&cs->params_implicit[i],
			     msp_value_implicit (arg, masks) | site_cond);
	  }
    }
  if (changed)
    queue (st, cf);
}

/* The call CALL, made in the contexts CTX under the conditions of mask
   COND, hands callbacks to libgomp (msp_callbacks_of): pass the masks
   of what libgomp passes them on to their parameters.  A copy libgomp
   makes is in its own frame, on the soft stack of the calling thread
   (global, or .local in a SIMT context), or on its heap (gomp_malloc:
   global).  libgomp decides how often it calls them from the call's
   arguments (a number of threads, an if clause): their masks join the
   callbacks' conditions.  */

static void
visit_callback_call (unit_state *st, gcall *call, const msp_masks &masks,
		     unsigned char ctx, msp_mask cond)
{
  struct msp_callback cbs[2];
  int n = msp_callbacks_of (call, cbs);
  msp_mask copy = (MSP_GLOBAL
		   | ((ctx & CTX_SIMT) ? MSP_LOCAL : MSP_EMPTY));

  if (n == 0)
    return;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      bool passed = false;
      for (int k = 0; k < n; k++)
	passed |= ((int) i == cbs[k].fn_arg || (int) i == cbs[k].param_arg[0]
		   || (cbs[k].nparams > 1 && (int) i == cbs[k].param_arg[1]));
      if (!passed)
	cond |= msp_value_bits (gimple_call_arg (call, i), masks);
    }

  for (int i = 0; i < n; i++)
    {
      tree fn = gimple_call_arg (call, cbs[i].fn_arg);
      fn_state *cf = (TREE_CODE (fn) == ADDR_EXPR
		      ? state_of (st, cgraph_node::get (TREE_OPERAND (fn, 0)))
		      : NULL);
      bool changed = false;

      if (cf == NULL || !cf->s->callback)
	continue;
      msp_fn_summary *cs = cf->s;
      for (int j = 0; j < cbs[i].nparams && j < (int) cs->params.length ();
	   j++)
	{
	  msp_mask m = cbs[i].param_copy[j] ? copy : MSP_EMPTY;
	  msp_mask b = cond;
	  if (cbs[i].param_arg[j] >= 0)
	    {
	      tree arg = gimple_call_arg (call, cbs[i].param_arg[j]);
	      m |= msp_operand_mask (arg, masks);
	      b |= msp_value_implicit (arg, masks);
	    }
	  changed |= grow (&cs->params[j], m);
	  changed |= grow (&cs->params_implicit[j], b);
	}
      changed |= grow_contexts (cs, ctx | CTX_PLAIN);
      changed |= grow (&cs->cond, cond);
      if (changed)
	queue (st, cf);
    }
}

/* Pass on what the call CALL of the function F, in a block of condition
   mask COND, passes to other functions: to those of the unit it calls,
   and to those it hands libgomp.  */

static void
visit_call (unit_state *st, fn_state *f, gcall *call, const msp_masks &masks,
	    msp_mask cond)
{
  unsigned char cctx = msp_call_contexts (f->simt, call, f->s->contexts,
					  movable_call_p (st, call));

  visit_callback_call (st, call, masks, cctx, cond);
  visit_unit_call (st, f, call, masks, cctx, cond);
}

/* The data blocks of parallel regions (gimple/analysis/blocks.cc): the facts
   of a callback are what the stores into its blocks store, by place
   (msp_block_part), and at places not known (block); MSP_BLOCK_ANY when
   msp does not see every store.  */

/* Add M to the facts of the callback CB for a store into the bits of
   its data block that LHS, a reference into the block based at BASE,
   writes: to the part it writes when that is known, else to the mask
   of every part.  Queue CB if they grew.  */

static void
grow_block (unit_state *st, fn_state *cb, tree lhs, tree base, msp_mask m)
{
  msp_fn_summary *s = cb->s;
  HOST_WIDE_INT offset, size;
  bool changed;

  if (msp_block_extent (lhs, base, &offset, &size))
    {
      unsigned i;
      for (i = 0; i < s->block_parts.length (); i++)
	if (s->block_parts[i].offset == offset
	    && s->block_parts[i].size == size)
	  break;
      if (i == s->block_parts.length ())
	{
	  msp_block_part p = { offset, size, MSP_EMPTY };
	  s->block_parts.safe_push (p);
	}
      changed = grow (&s->block_parts[i].mask, m);
    }
  else
    changed = grow (&s->block, m);
  if (changed)
    queue (st, cb);
}

/* If the statement STMT stores into a data block, the variable of VARS
   or the block DDEF points to, grow the facts of the callbacks that
   read it by M, the bits it stores.  F is the function of STMT.  */

static void
note_block_store (unit_state *st, fn_state *f, gimple *stmt, msp_mask m,
		  const vec<msp_block_var> &vars, tree ddef)
{
  tree base = msp_block_store_base (stmt);

  if (base == NULL_TREE || m == MSP_EMPTY)
    return;
  for (unsigned i = 0; i < vars.length (); i++)
    if (vars[i].var == base)
      if (fn_state *cb = state_of (st, vars[i].cb))
	grow_block (st, cb, gimple_get_lhs (stmt), base, m);
  if (ddef && TREE_CODE (base) == MEM_REF && TREE_OPERAND (base, 0) == ddef)
    grow_block (st, f, gimple_get_lhs (stmt), base, m);
}

/* Make MSP_BLOCK_ANY the facts of the callback NODE.  */

static void
block_any (unit_state *st, cgraph_node *node)
{
  fn_state *cb = state_of (st, node);

  if (cb && grow (&cb->s->block, MSP_BLOCK_ANY))
    queue (st, cb);
}

/* Analyse the function F with the facts known so far.  */

void
msp_summarise_function (unit_state *st, fn_state *f)
{
  msp_fn_summary *s = f->s;
  function *fun = f->node->get_fun ();
  msp_fn_ctx ctx = { fun, f->simt, msp_memory_mask (), &st->oacc_privates,
		     NULL };
  msp_masks masks = { vNULL, vNULL, NULL };
  auto_vec<msp_mask> conds;
  msp_mask ret = MSP_EMPTY, ret_implicit = MSP_EMPTY;
  basic_block bb;

  push_cfun (fun);
  /* The post-dominators are there (msp_find_side_effects).  */
  if (f->cd == NULL)
    f->cd = new control_dependences ();
  ctx.cd = f->cd;
  msp_resolve (&ctx, &masks, &conds);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "masks of %s:\n", function_name (fun));
      msp_dump_masks (dump_file, fun, masks);
    }
  /* Expand stores the incoming value of a parameter whose address is
     taken into the frame (function.cc, assign_parms): memory then holds
     its bits, which no statement of the IL stores.  */
  unsigned i = 0;
  for (tree p = DECL_ARGUMENTS (fun->decl); p; p = DECL_CHAIN (p), i++)
    if (is_gimple_reg_type (TREE_TYPE (p)) && !is_gimple_reg (p)
	&& i < s->params.length ())
      msp_note_store (st, s->params[i] | s->params_implicit[i] | s->cond,
		  "parameter whose address is taken", fun);

  auto_vec<msp_block_var> block_vars;
  auto_vec<cgraph_node *> any;
  msp_find_block_vars (fun, NULL, &block_vars, &any);
  for (unsigned j = 0; j < any.length (); j++)
    block_any (st, any[j]);
  tree ddef = NULL_TREE;
  if (s->callback)
    {
      ddef = msp_block_param (fun);
      if (ddef == error_mark_node)
	{
	  ddef = NULL_TREE;
	  block_any (st, f->node);
	}
    }

  /* msp_call_contexts needs the dominators.  */
  bool doms = dom_info_available_p (CDI_DOMINATORS);
  if (f->simt && !f->simt->regions.is_empty () && !doms)
    calculate_dominance_info (CDI_DOMINATORS);

  FOR_EACH_BB_FN (bb, fun)
    {
      if (f->simt && bitmap_bit_p (f->simt->dead, bb->index))
	continue;
      msp_mask cond = conds[bb->index] | s->cond;
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
		  ret |= msp_value_mask (val, masks);
		  ret_implicit |= (msp_value_implicit (val, masks)
				   | conds[bb->index]);
		}
	    }
	  else if (gcall *call = dyn_cast <gcall *> (stmt))
	    visit_call (st, f, call, masks, cond);

	  const char *why;
	  msp_mask block;
	  msp_mask m = msp_stmt_stores (&ctx, stmt, masks, cond, &block, &why,
					true);
	  if (m)
	    msp_note_store (st, m, why, fun);
	  st->block_stored |= block;
	  note_block_store (st, f, stmt, m, block_vars, ddef);
	}
    }

  if (!doms)
    free_dominance_info (CDI_DOMINATORS);
  if (grow (&s->ret, ret) | grow (&s->ret_implicit, ret_implicit))
    for (cgraph_edge *e = f->node->callers; e; e = e->next_caller)
      if (fn_state *caller = state_of (st, e->caller))
	queue (st, caller);

  pop_cfun ();
  masks.release ();
}
