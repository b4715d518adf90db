/* unit.cc -- ipmsp's propagation: the facts of the whole offload unit.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Some sources of pointers are only known from the whole unit: what a
   parameter receives, what a call returns, where a function's frame is,
   what a load reads.  msp_analyse_unit computes them once per offload
   compile, in the ipmsp pass, as one monotone fixed point over the
   functions of the unit (callgraph.cc says which), each resolved by
   resolve.cc with the facts known so far:

   - parameters: a function whose callers are all direct calls of the
     unit (msp_callers_known_p), or that only libgomp calls back with a
     data block (callbacks.cc), receives the union of the masks of the
     arguments at its call sites; any other function's parameters are
     unknown, but a kernel's data block (sources.cc);
   - results: a call of a function of the unit returns the union of the
     masks its return statements return;
   - frames: under soft stacks a function's frame, its addressable
     locals and its allocas are global when it runs outside SIMT regions
     and .local when a SIMT region calls it, directly or not (simt.cc);
     each function records the contexts it may run in: a kernel's is
     plain, a callee's those of its call sites (SIMT inside a SIMT
     region), and a function whose callers are not all known may run in
     any context a call out of the unit or through a pointer was made in;
   - memory: a loaded value carries the pointer bits stored into memory.
     The host and libgomp's host side store only global (or host)
     addresses into the memory a kernel reads; static initialisers are
     checked once; and the statements of the unit are the only other
     writers of memory they can reach (library data is reached through
     pointers msp does not know, see msp_load_mask).  So if
     msp_memory_mask holds the bits of every initialiser and every value
     the unit stores, while loads are assumed to give msp_memory_mask,
     then by induction over the execution every load gives at most
     msp_memory_mask.  It starts at global and grows with what the
     stores store until it holds them all.  "Unit stores only global
     pointers" is msp_memory_mask == global.

   - conditions: the implicit flows of resolve.cc cross calls too.  A
     function's condition mask holds the masks of the conditions that
     decide whether it is called: those its call sites are control
     dependent on, and its callers' own; a store adds to what it stores
     the condition mask of its block and its function's (the store that
     happens or not reveals them).  The parameters of a function called
     from several sites add the condition masks of the sites too (which
     one called reveals them).  A kernel is called by the host, whatever
     the device computes; a function whose callers are not all known
     may be called under any condition.

   Every mask and context only grows, and each is a few bits, so the
   fixed point is reached; a function is analysed again when the facts
   its analysis read change (its parameters, contexts or condition, a
   callee's result, the memory mask).

   Lifetimes.  The facts are decided once, on the IL of the ipmsp pass,
   and read by the passes after it, on the IL those passes made.  Each
   is either a fact about run-time values, which every transformation
   of the local pipeline preserves (a pointer points where it pointed),
   or conservative for everything the local pipeline can do:
   - the contexts a function runs in: a call may end up anywhere GCC's
     passes can move it (simt.cc, msp_call_contexts);
   - the memory mask: the stores the local pipeline makes, that ipmsp
     does not see, are the OpenACC reductions that oaccdevlow lowers
     (nvptx_goacc_reduction: the reduction's value and what its
     receiver holds, stored into __worker_red, __vector_red and the
     receiver), added here from the .GOACC_REDUCTION calls.  The others
     copy what memory already holds (expand's block moves), or move
     register values between threads that GIMPLE sees as one SSA value
     (the nvptx backend's OpenACC broadcasts, SIMT shuffles).
   verify.cc checks both again on each function's final IL.

   The facts live in facts.cc, which says how long each holds; this file
   only computes them.  The analysis of one function (analyse_function
   and the visit_* functions: what its statements pass on to its
   callees, its callers and memory) and the propagation over the unit
   (msp_analyse_unit: the work list of functions and the unit-wide
   facts) are the two halves of the one fixed point; ipmsp.cc decides,
   from the result, what to specialise and clone.  */

#include "msp-gcc.h"
#include "msp.h"
#include "callgraph.h"
#include "callbacks.h"
#include "facts-update.h"
#include "resolve.h"
#include "sources.h"
#include "simt.h"
#include "stores.h"
#include "unit.h"

/* The contexts a function may run in (facts.h).  */
#define CTX_PLAIN	MSP_CTX_PLAIN
#define CTX_SIMT	MSP_CTX_SIMT

/* One function while msp_analyse_unit runs.  */

struct fn_state
{
  cgraph_node *node;
  msp_fn_summary *s;
  /* What simt.cc found in it, or NULL.  */
  msp_simt_info *simt;
  /* Its direct call sites.  */
  unsigned nsites;
  /* It has a side effect that no pass removes (lasting_side_effect_p),
     or calls a function that has.  */
  bool side_effects;
  bool queued;
};

/* The state of one run of msp_analyse_unit.  */

struct unit_state
{
  auto_vec<fn_state *> work;
  hash_map<cgraph_node *, fn_state *> fns;
  /* The union of the bits stored into memory, and into data blocks.  */
  msp_mask stored;
  msp_mask block_stored;
  /* What first stored bits outside global memory, for the dump.  */
  const char *why;
  const char *where;
  /* A call out of the unit or through a pointer was made in a SIMT
     context: the functions with unknown callers may run in one.  */
  bool simt_escape;
  bool unit_has_stdarg;
  /* A foreign value (lattice.h) was passed to a function whose
     parameters are not computed from its call sites.  */
  bool foreign_args;
  /* The bits of the arguments of those calls, with their conditions
     (msp_default_param_implicit).  */
  msp_mask escape;
  /* The OpenACC private variables of the unit (find_oacc_privates).  */
  hash_map<tree, msp_mask> oacc_privates;
};

/* The analysis state of NODE, or NULL if NODE is not analysed.  */

static fn_state *
state_of (unit_state *st, cgraph_node *node)
{
  fn_state **slot = node ? st->fns.get (node) : NULL;
  return slot ? *slot : NULL;
}

/* True if MARK is the value of the head mark of a loop partitioned
   over gangs explicitly.  */

static bool
explicit_gang_loop_p (tree mark)
{
  if (TREE_CODE (mark) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (mark);
  if (!gimple_call_internal_p (def, IFN_UNIQUE)
      || gimple_call_num_args (def) < 4
      || TREE_CODE (gimple_call_arg (def, 0)) != INTEGER_CST
      || (TREE_INT_CST_LOW (gimple_call_arg (def, 0))
	  != IFN_UNIQUE_OACC_HEAD_MARK)
      || TREE_CODE (gimple_call_arg (def, 3)) != INTEGER_CST)
    return false;
  unsigned HOST_WIDE_INT flags = TREE_INT_CST_LOW (gimple_call_arg (def, 3));
  return (flags & OLF_DIM_GANG) && !(flags & OLF_AUTO);
}

/* Record in ST the masks of the OpenACC private variables of NODES.
   omp-low.cc lists the private variables of each construct in .UNIQUE
   (OACC_PRIVATE, mark, level, &var...) markers; oaccdevlow, in the local
   pipeline after ipmsp, decides the level of those of loops (-1 until
   then), removes the markers and gives gang-private variables the "oacc
   gang-private" attribute, which places them in .shared memory
   (nvptx_goacc_adjust_private_decl), for good: another marker of the
   variable does not take it away.  The level of a loop's marker becomes
   the outermost dimension the loop is partitioned over
   (oacc_loop_process), so that of a loop whose head mark (the marker's
   second argument, .UNIQUE (OACC_HEAD_MARK, ..., flags)) asks for gang
   partitioning, not left to the compiler (OLF_AUTO), is gang: explicit
   partitionings are kept or refused with an error
   (oacc_loop_fixed_partitions).  So while the markers are in the IL, a
   variable with a gang marker is .shared, else one with a marker of a
   level still to decide unknown; worker and vector ones stay in the
   frame.  The analysis hands these masks to the resolver in its
   context (msp_fn_ctx): sources.cc, msp_decl_mask, reads them there,
   and after oaccdevlow, in the passes that run without them, the
   attribute.  */

static void
find_oacc_privates (unit_state *st, vec<cgraph_node *> &nodes)
{
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gimple *stmt = gsi_stmt (gsi);
	    if (!gimple_call_internal_p (stmt, IFN_UNIQUE)
		|| gimple_call_num_args (stmt) < 3
		|| TREE_CODE (gimple_call_arg (stmt, 0)) != INTEGER_CST
		|| (TREE_INT_CST_LOW (gimple_call_arg (stmt, 0))
		    != IFN_UNIQUE_OACC_PRIVATE))
	      continue;
	    tree level = gimple_call_arg (stmt, 2);
	    msp_mask m = MSP_UNKNOWN;
	    bool gang = false;
	    if (TREE_CODE (level) == INTEGER_CST)
	      {
		HOST_WIDE_INT l = tree_to_shwi (level);
		gang = l == GOMP_DIM_GANG;
		if (l == GOMP_DIM_WORKER || l == GOMP_DIM_VECTOR)
		  m = msp_fn_frame_mask (fun->decl);
		if (l == -1)
		  gang = explicit_gang_loop_p (gimple_call_arg (stmt, 1));
	      }
	    for (unsigned j = 3; j < gimple_call_num_args (stmt); j++)
	      {
		tree arg = gimple_call_arg (stmt, j);
		if (TREE_CODE (arg) != ADDR_EXPR)
		  continue;
		bool existed;
		msp_mask *slot = &st->oacc_privates.get_or_insert
				   (TREE_OPERAND (arg, 0), &existed);
		if (gang || *slot == MSP_SHARED)
		  *slot = MSP_SHARED;
		else
		  *slot = existed ? (*slot | m) : m;
	      }
	  }
    }
}

/* True if the pointer NAME is a parameter, moved by pointer arithmetic
   and conversions.  */

static bool
parameter_pointer_p (tree name)
{
  for (int depth = 0; TREE_CODE (name) == SSA_NAME && depth < 32; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (name))
	return (SSA_NAME_VAR (name)
		&& TREE_CODE (SSA_NAME_VAR (name)) == PARM_DECL);
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
      if (def == NULL
	  || (gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
	      && !gimple_assign_ssa_name_copy_p (def)
	      && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
	return false;
      name = gimple_assign_rhs1 (def);
    }
  return false;
}

/* True if STMT has a side effect that keeps its function from ever
   being const or pure, which pass_local_pure_const may otherwise make it
   in the local pipeline (simt.cc): a volatile access or asm, an asm that
   writes memory, a store into a global variable or through a parameter
   (which may point into non-local memory: ipa-pure-const.cc, check_op),
   a call of a function outside the unit that GCC knows nothing of and
   that is neither const nor pure (check_call).  No pass removes such a
   statement.  Calls of functions of the unit count as their callees
   do (find_side_effects).  */

static bool
lasting_side_effect_p (gimple *stmt)
{
  if (gimple_clobber_p (stmt))
    return false;
  if (gimple_has_volatile_ops (stmt))
    return true;
  if (gasm *a = dyn_cast <gasm *> (stmt))
    return gimple_asm_volatile_p (a) || gimple_asm_clobbers_memory_p (a);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    return (!gimple_call_internal_p (call)
	    && !msp_callee_node (call)
	    && !(gimple_call_flags (call)
		 & (ECF_CONST | ECF_PURE | ECF_NOVOPS | ECF_MALLOC))
	    && !gimple_call_fnspec (call).known_p ());
  if (!gimple_vdef (stmt) || !is_gimple_assign (stmt))
    return false;
  tree base = get_base_address (gimple_assign_lhs (stmt));
  if (base && DECL_P (base))
    return is_global_var (base);
  return (base && (TREE_CODE (base) == MEM_REF
		   || TREE_CODE (base) == TARGET_MEM_REF)
	  && parameter_pointer_p (TREE_OPERAND (base, 0)));
}

/* Set the side_effects flag of the functions of ST: those with a lasting
   side effect, or a call of a function with one, in a block that every
   path from their entry to their exit runs through (such a block is
   never removed as unreachable, while a side effect on a path later
   passes find impossible may go, and leave the function const); to a
   fixed point.  */

static void
find_side_effects (unit_state *st)
{
  hash_map<fn_state *, auto_vec<fn_state *> > certain_callees;
  bool changed = true;

  for (hash_map<cgraph_node *, fn_state *>::iterator it = st->fns.begin ();
       it != st->fns.end (); ++it)
    {
      fn_state *f = (*it).second;
      function *fun = f->node->get_fun ();
      basic_block bb;

      push_cfun (fun);
      bool postdom = dom_info_available_p (CDI_POST_DOMINATORS);
      if (!postdom)
	calculate_dominance_info (CDI_POST_DOMINATORS);
      basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fun));
      FOR_EACH_BB_FN (bb, fun)
	{
	  if (!dominated_by_p (CDI_POST_DOMINATORS, first, bb))
	    continue;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gimple *stmt = gsi_stmt (gsi);
	      if (lasting_side_effect_p (stmt))
		f->side_effects = true;
	      else if (gcall *call = dyn_cast <gcall *> (stmt))
		if (fn_state *cf = state_of (st, msp_callee_node (call)))
		  certain_callees.get_or_insert (f).safe_push (cf);
	    }
	}
      if (!postdom)
	free_dominance_info (CDI_POST_DOMINATORS);
      pop_cfun ();
    }

  while (changed)
    {
      changed = false;
      for (hash_map<fn_state *, auto_vec<fn_state *> >::iterator it
	     = certain_callees.begin (); it != certain_callees.end (); ++it)
	if (!(*it).first->side_effects)
	  for (unsigned i = 0; i < (*it).second.length (); i++)
	    if ((*it).second[i]->side_effects)
	      {
		(*it).first->side_effects = true;
		changed = true;
		break;
	      }
    }
}

/* True if the call CALL may become a call without virtual operands,
   which the passes after ipmsp can move (simt.cc): its callee is, or
   may become, const.  */

static bool
movable_call_p (unit_state *st, gcall *call)
{
  if (fn_state *cf = state_of (st, msp_callee_node (call)))
    return !cf->side_effects;
  return (gimple_call_flags (call) & ECF_CONST) != 0;
}

/* Queue F for analysis.  */

static void
queue (unit_state *st, fn_state *f)
{
  if (!f->queued)
    {
      f->queued = true;
      st->work.safe_push (f);
    }
}

/* Note that the bits M may be stored into memory the unit reads, by
   what WHY says, in FUN.  */

static void
note_store (unit_state *st, msp_mask m, const char *why, function *fun)
{
  if ((m & ~MSP_GLOBAL) && !st->why)
    {
      st->why = why;
      st->where = fun ? function_name (fun) : NULL;
    }
  st->stored |= m;
}

/* Add M to *SLOT; return true if it grew.  */

static bool
grow (msp_mask *slot, msp_mask m)
{
  msp_mask old = *slot;
  *slot |= m;
  return *slot != old;
}

/* Add CTX to the contexts of S; return true if they grew.  */

static bool
grow_contexts (msp_fn_summary *s, unsigned ctx)
{
  unsigned char old = s->contexts;
  s->contexts |= ctx;
  return s->contexts != old;
}

/* The call CALL of the function F was made in the contexts CTX, under
   the conditions of mask COND (its block's and F's): pass them, and its
   arguments, on to the function of the unit it calls.  */

static void
visit_unit_call (unit_state *st, fn_state *f, gcall *call,
		 const msp_masks &masks, unsigned char ctx, msp_mask cond)
{
  cgraph_node *callee = msp_callee_node (call);
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
	  note_store (st, (msp_value_bits (gimple_call_arg (call, i), masks)
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
	       caller's frame (sources.cc, msp_decl_mask): its parameter's
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

/* Analyse the function F with the facts known so far.  */

static void
analyse_function (unit_state *st, fn_state *f)
{
  msp_fn_summary *s = f->s;
  function *fun = f->node->get_fun ();
  msp_fn_ctx ctx = { fun, f->simt, msp_memory_mask (), &st->oacc_privates };
  msp_masks masks = { vNULL, vNULL, NULL };
  auto_vec<msp_mask> conds;
  msp_mask ret = MSP_EMPTY, ret_implicit = MSP_EMPTY;
  basic_block bb;

  push_cfun (fun);
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
      note_store (st, s->params[i] | s->params_implicit[i] | s->cond,
		  "parameter whose address is taken", fun);

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
	    note_store (st, m, why, fun);
	  st->block_stored |= block;
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

/* walk_tree callback for initialisers: OR into *DATA the masks of the
   addresses an initialiser holds.  */

static tree
initializer_mask_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      msp_masks none = { vNULL, vNULL, NULL };
      *walk_subtrees = 0;
      *(msp_mask *) data |= msp_address_mask (*tp, none);
    }
  return NULL_TREE;
}

/* Note the pointer bits the static initialisers of the unit hold.  */

static void
check_initializers (unit_state *st)
{
  varpool_node *vnode;

  FOR_EACH_VARIABLE (vnode)
    {
      tree init = vnode->get_constructor ();
      msp_mask m = MSP_EMPTY;
      if (!init || init == error_mark_node)
	continue;
      walk_tree_without_duplicates (&init, initializer_mask_r, &m);
      if ((m & ~MSP_GLOBAL) && !st->why)
	{
	  st->why = "initialiser holding a pointer outside global memory";
	  st->where = IDENTIFIER_POINTER (DECL_NAME (vnode->decl));
	}
      st->stored |= m;
    }
}

/* Make the summaries and the analysis states of NODES.  */

static void
make_summaries (unit_state *st, vec<cgraph_node *> &nodes)
{

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      cgraph_node *node = nodes[i];
      msp_fn_summary *s = msp_facts_create (node);
      fn_state *f = XCNEW (fn_state);
      function *fun = node->get_fun ();

      f->node = node;
      f->s = s;
      s->callback = msp_callback_only_p (node);
      s->callers_known = (s->callback
			  || (msp_opts.do_ip_msp && msp_callers_known_p (node)));
      /* Without inter-procedural propagation a call's result is
	 unknown.  */
      s->ret = msp_opts.do_ip_msp ? MSP_EMPTY : MSP_UNKNOWN;
      f->simt = msp_simt_analyse (fun);
      for (cgraph_edge *e = node->callers; e; e = e->next_caller)
	f->nsites++;
      if (msp_entry_function_p (node->decl))
	s->contexts = CTX_PLAIN;
      else
	s->contexts = s->callers_known ? 0 : CTX_PLAIN;
      /* A kernel is called by the host; a function whose callers are
	 not all known, under any condition.  */
      s->cond = (s->callers_known || msp_entry_function_p (node->decl)
		 ? MSP_EMPTY : MSP_UNKNOWN);
      unsigned n = 0;
      for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p))
	n++;
      s->params.safe_grow_cleared (n, true);
      s->params_implicit.safe_grow_cleared (n, true);
      if (!s->callers_known)
	{
	  for (unsigned j = 0; j < n; j++)
	    {
	      s->params[j] = msp_default_param_mask (node->decl, j);
	      s->params_implicit[j] = msp_default_param_implicit (node->decl,
							      MSP_EMPTY);
	    }
	  s->retslot = MSP_UNKNOWN;
	}
      if (fun->stdarg)
	st->unit_has_stdarg = true;
      st->fns.put (node, f);
      queue (st, f);
    }
}

/* Free the analysis states of ST.  */

static void
free_states (unit_state *st)
{
  for (hash_map<cgraph_node *, fn_state *>::iterator it = st->fns.begin ();
       it != st->fns.end (); ++it)
    {
      delete (*it).second->simt;
      XDELETE ((*it).second);
    }
  st->fns.empty ();
}

/* Compute the facts of the head of the file for the whole unit.  */

void
msp_analyse_unit (void)
{
  unit_state st;
  auto_vec<cgraph_node *> nodes;
  msp_unit_summary *unit = msp_facts_unit ();

  st.stored = MSP_EMPTY;
  st.block_stored = MSP_EMPTY;
  st.why = NULL;
  st.where = NULL;
  st.simt_escape = false;
  st.unit_has_stdarg = false;
  st.foreign_args = false;
  st.escape = MSP_EMPTY;
  if (!msp_opts.track_indir_load)
    st.why = "-fplugin-arg-msp-track-indir-load=0";

  msp_unit_functions (&nodes);
  /* Host-written memory holds global addresses only.  */
  msp_facts_begin (msp_opts.track_indir_load ? MSP_GLOBAL : MSP_UNKNOWN,
		   MSP_GLOBAL);
  make_summaries (&st, nodes);
  find_side_effects (&st);
  find_oacc_privates (&st, nodes);
  check_initializers (&st);

  bool escape_done = false, foreign_done = false;
  for (;;)
    {
      while (!st.work.is_empty ())
	{
	  fn_state *f = st.work.pop ();
	  f->queued = false;
	  analyse_function (&st, f);
	}

      bool again = false;
      if (grow (&unit->memory, st.stored))
	again = true;
      /* The host may hand a kernel, in its data block, any value it
	 read back from device memory (is_device_ptr, deviceptr): a
	 pointer into .const outlives the kernel that made it, as .global
	 does (.shared and .local ones die with their kernel).  */
      if (grow (&unit->block, st.block_stored | (unit->memory & MSP_CONST)))
	again = true;
      if (st.simt_escape && !escape_done)
	{
	  escape_done = true;
	  for (unsigned i = 0; i < nodes.length (); i++)
	    {
	      msp_fn_summary *s = msp_facts_of (nodes[i]->decl);
	      if (!s->callers_known && !msp_entry_function_p (nodes[i]->decl))
		s->contexts |= CTX_SIMT;
	    }
	  again = true;
	}
      /* The functions whose callers are not all known receive what
	 escaped, and what memory holds.  */
      for (unsigned i = 0; i < nodes.length (); i++)
	{
	  msp_fn_summary *s = msp_facts_of (nodes[i]->decl);
	  if (s->callers_known)
	    continue;
	  msp_mask m = msp_default_param_implicit (nodes[i]->decl, st.escape);
	  for (unsigned j = 0; j < s->params_implicit.length (); j++)
	    again |= grow (&s->params_implicit[j], m);
	}
      if (st.foreign_args && !foreign_done)
	{
	  /* A function whose callers are not all known may receive it.  */
	  foreign_done = true;
	  for (unsigned i = 0; i < nodes.length (); i++)
	    {
	      msp_fn_summary *s = msp_facts_of (nodes[i]->decl);
	      if (!s->callers_known && !msp_entry_function_p (nodes[i]->decl))
		for (unsigned j = 0; j < s->params.length (); j++)
		  s->params[j] |= MSP_FOREIGN;
	    }
	  again = true;
	}
      if (!again)
	break;
      for (unsigned i = 0; i < nodes.length (); i++)
	queue (&st, state_of (&st, nodes[i]));
    }

  unit->why = st.why;
  unit->where = st.where;
  free_states (&st);
}
