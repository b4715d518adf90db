/* unit.cc -- the facts msp proves about the whole offload unit.
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

   Every mask and context only grows, and each is a few bits, so the
   fixed point is reached; a function is analysed again when the facts
   its analysis read change (its parameters or contexts, a callee's
   result, the memory mask).  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* The contexts a function may run in (MSP_CTX_* of resolve.h).  */
#define CTX_PLAIN	MSP_CTX_PLAIN
#define CTX_SIMT	MSP_CTX_SIMT

/* What msp knows of one function of the unit.  */

struct fn_summary
{
  cgraph_node *node;
  /* The masks of the incoming values of its parameters, in the order of
     DECL_ARGUMENTS; for a parameter passed by reference, of the storage
     it refers to.  */
  vec<msp_mask> params;
  msp_mask ret;
  /* The mask of its return slot, when it returns in memory.  */
  msp_mask retslot;
  unsigned char contexts;
  /* Its callers are all known: direct calls, or GOMP_parallel* calls
     (CALLBACK).  */
  bool callers_known;
  bool callback;
  bool queued;
  /* What simt.cc found in it, or NULL.  */
  msp_simt_info *simt;
};

static hash_map<tree, fn_summary *> *summaries;

/* What the last analysis of each direct call of a function of the unit
   saw: the masks of its arguments and the contexts it runs in (ipmsp.cc
   groups the calls of a function by them).  */

struct call_site
{
  vec<msp_mask> args;
  unsigned char contexts;
};

static hash_map<gimple *, call_site *> *sites;

/* The OpenACC private variables of the unit, while msp_analyse_unit
   runs (see msp_oacc_private_mask).  */
static hash_map<tree, msp_mask> *oacc_privates;

/* What first stored bits outside global memory, in the last
   analysis.  */
static const char *premise_why;
static const char *premise_where;

/* The pointer bits memory the unit reads may hold, and a kernel's data
   block (see the head of the file).  Unknown until msp_analyse_unit has
   run.  */
msp_mask msp_memory_mask = MSP_UNKNOWN;
msp_mask msp_block_mask = MSP_UNKNOWN;

/* The state of one run of msp_analyse_unit.  */

struct unit_state
{
  auto_vec<fn_summary *> work;
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
};

static fn_summary *
summary_of (tree fndecl)
{
  if (!summaries)
    return NULL;
  fn_summary **slot = summaries->get (fndecl);
  return slot ? *slot : NULL;
}

/* The i-th parameter of FNDECL, or NULL.  */

static tree
nth_parm (tree fndecl, unsigned i)
{
  tree p = DECL_ARGUMENTS (fndecl);

  for (; p && i; p = DECL_CHAIN (p), i--)
    ;
  return p;
}

/* The mask of the incoming value of parameter I of a function no
   call site of the unit tells about.  */

static msp_mask
default_param_mask (tree fndecl, unsigned i)
{
  tree parm = nth_parm (fndecl, i);

  if (parm && POINTER_TYPE_P (TREE_TYPE (parm))
      && msp_opts.param_always_point_to_global
      && msp_entry_function_p (fndecl))
    /* The kernel's only parameter is the offload data block, which libgomp
       allocates in device memory (GOMP_OFFLOAD_run and
       GOMP_OFFLOAD_openacc_exec copy it there with cuMemAlloc) and passes
       through gomp_nvptx_main or as the .entry's parameter.  */
    return MSP_GLOBAL;
  return MSP_UNKNOWN;
}

/* The mask of the incoming value of parameter I of FNDECL.  */

msp_mask
msp_param_mask (tree fndecl, unsigned i)
{
  fn_summary *s = summary_of (fndecl);

  if (s && i < s->params.length ())
    return s->params[i];
  return default_param_mask (fndecl, i);
}

/* The mask of the return slot of FNDECL (a result returned in memory):
   where its callers' calls put the result, which the caller chooses
   (calls.cc: the call's lhs with the return slot optimisation, a
   temporary of the caller's frame without it).  */

msp_mask
msp_retslot_mask (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s ? s->retslot : MSP_UNKNOWN;
}

/* The mask of what a call of FNDECL returns.  */

msp_mask
msp_return_mask (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s ? s->ret : MSP_UNKNOWN;
}

/* The function of the unit the analysis knew that CALL calls directly,
   or NULL.  Usable after the analysis too, when the callee's body may
   be gone (compiled already).  */

tree
msp_unit_callee (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);

  if (fndecl == NULL_TREE || gimple_call_internal_p (call))
    return NULL_TREE;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node == NULL || node->thunk)
    return NULL_TREE;
  node = node->ultimate_alias_target ();
  if (node->thunk || !summary_of (node->decl))
    return NULL_TREE;
  return node->decl;
}

/* True if every caller of FNDECL is a call msp sees (direct, or a
   libgomp callback), so that its parameters come from them.  */

bool
msp_fn_callers_known_p (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s && s->callers_known;
}

/* True if FNDECL is a function only libgomp calls back.  */

bool
msp_fn_callback_p (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s && s->callback;
}

/* The contexts (MSP_CTX_*) FNDECL may run in.  */

unsigned
msp_fn_contexts (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s ? s->contexts : MSP_CTX_PLAIN | MSP_CTX_SIMT;
}

/* The masks of the arguments of the direct call CALL of a function of
   the unit, and the contexts it runs in (*CONTEXTS); NULL if the last
   analysis did not see it (a call in code that never runs).  */

const vec<msp_mask> *
msp_site_args (gimple *call, unsigned *contexts)
{
  call_site **slot = sites ? sites->get (call) : NULL;

  if (slot == NULL)
    return NULL;
  *contexts = (*slot)->contexts;
  return &(*slot)->args;
}

/* The mask of the frame of FNDECL: where its addressable automatic
   variables live.  OpenMP offload code is compiled with -mgomp, which
   implies -msoft-stack: a frame is carved from the soft stack that
   __nvptx_stacks[tid.y] points to (init_softstack_frame), which libgomp
   allocates in global memory, except in SIMT contexts (simt.cc).
   Without soft stacks (OpenACC) a frame is the .local array %frame_ar
   (init_frame).  With -fplugin-arg-msp-process-alloca-always=0 automatic
   storage is unknown.  */

msp_mask
msp_fn_frame_mask (tree fndecl)
{
  if (!msp_opts.process_alloca_always)
    return MSP_UNKNOWN;
  if (!TARGET_SOFT_STACK)
    return MSP_LOCAL;

  fn_summary *s = fndecl ? summary_of (fndecl) : NULL;
  if (s == NULL)
    return (fndecl && msp_entry_function_p (fndecl)
	    ? MSP_GLOBAL : MSP_UNKNOWN);
  return (((s->contexts & CTX_PLAIN) ? MSP_GLOBAL : MSP_EMPTY)
	  | ((s->contexts & CTX_SIMT) ? MSP_LOCAL : MSP_EMPTY));
}

/* The mask of the memory the alloca call STMT of the function CTX
   describes returns: the soft stack, moved by the nvptx expansion
   (allocate_stack), in SIMT storage inside a SIMT region.  Without soft
   stacks the nvptx backend refuses alloca.  */

msp_mask
msp_alloca_mask (const msp_fn_ctx *ctx, gimple *stmt)
{
  if (!msp_opts.process_alloca_always || !TARGET_SOFT_STACK)
    return MSP_UNKNOWN;
  if (ctx->simt && ctx->simt->calls.contains (stmt))
    return MSP_LOCAL;
  return msp_fn_frame_mask (ctx->fun->decl);
}

/* If DECL is an OpenACC private variable and the analysis runs, set *M
   to its mask and return true.  omp-low.cc lists the private variables
   of each construct in .UNIQUE (OACC_PRIVATE, mark, level, &var...)
   markers; oaccdevlow, in the local pipeline after msp's IPA pass,
   decides the level of those of loops (-1 until then), removes the
   markers and gives gang-private variables the "oacc gang-private"
   attribute, which places them in .shared memory
   (nvptx_goacc_adjust_private_decl), for good: another marker of the
   variable does not take it away.  The level of a loop's marker becomes
   the outermost dimension the loop is partitioned over
   (oacc_loop_process), so that of a loop whose head mark (the marker's
   second argument, .UNIQUE (OACC_HEAD_MARK, ..., flags)) asks for gang
   partitioning, not left to the compiler (OLF_AUTO), is gang: explicit
   partitionings are kept or refused with an error
   (oacc_loop_fixed_partitions).  So while the unit is analysed, a
   variable with a gang marker is .shared, else one with a marker of a
   level still to decide unknown; worker and vector ones stay in the
   frame.  */

bool
msp_oacc_private_mask (const_tree decl, msp_mask *m)
{
  if (!oacc_privates)
    return false;
  msp_mask *slot = oacc_privates->get (CONST_CAST_TREE (decl));
  if (!slot)
    return false;
  *m = *slot;
  return true;
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

/* Record the OpenACC private variables of NODES (msp_oacc_private_mask).  */

static void
find_oacc_privates (vec<cgraph_node *> &nodes)
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
		msp_mask *slot = &oacc_privates->get_or_insert
				   (TREE_OPERAND (arg, 0), &existed);
		if (gang || *slot == MSP_SHARED)
		  *slot = MSP_SHARED;
		else
		  *slot = existed ? (*slot | m) : m;
	      }
	  }
    }
}

/* Queue S for analysis.  */

static void
queue (unit_state *st, fn_summary *s)
{
  if (!s->queued)
    {
      s->queued = true;
      st->work.safe_push (s);
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

/* The call CALL of the function S was made in the contexts CTX: pass
   them, and its arguments, on to the function of the unit it calls.  */

static void
visit_unit_call (unit_state *st, fn_summary *s, gcall *call,
		 const msp_masks &masks, unsigned char ctx)
{
  cgraph_node *callee = msp_callee_node (call);
  fn_summary *cs = callee ? summary_of (callee->decl) : NULL;
  tree fndecl = gimple_call_fndecl (call);
  bool changed = false;

  if (cs == NULL || !cs->callers_known)
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      if (msp_operand_mask (gimple_call_arg (call, i), masks) & MSP_FOREIGN)
	st->foreign_args = true;

  if (cs == NULL)
    {
      /* Out of the unit, or through a pointer.  */
      if (ctx & CTX_SIMT)
	st->simt_escape = true;
      if (st->unit_has_stdarg
	  && (!fndecl || (callee && DECL_STRUCT_FUNCTION (callee->decl)
			  && DECL_STRUCT_FUNCTION (callee->decl)->stdarg)))
	for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	  note_store (st, msp_operand_mask (gimple_call_arg (call, i), masks),
		      "argument of a variadic call", s->node->get_fun ());
      return;
    }

  call_site **slot = &sites->get_or_insert (call);
  if (*slot == NULL)
    *slot = XCNEW (call_site);
  (*slot)->contexts = ctx;
  (*slot)->args.truncate (0);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    (*slot)->args.safe_push (msp_value_mask (gimple_call_arg (call, i),
					     masks));

  if ((cs->contexts | ctx) != cs->contexts)
    {
      cs->contexts |= ctx;
      changed = true;
    }
  if (cs->callers_known && !cs->callback
      && aggregate_value_p (DECL_RESULT (cs->node->decl), cs->node->decl))
    {
      /* The caller passes the address of its lhs (return slot
	 optimisation, which pass_return_slot may decide after ipmsp) or
	 of a temporary of its frame.  */
      msp_mask slot = msp_fn_frame_mask (s->node->decl);
      tree lhs = gimple_call_lhs (call);
      if (lhs)
	{
	  tree base = get_base_address (lhs);
	  slot |= (base && (TREE_CODE (base) == MEM_REF
			    || TREE_CODE (base) == TARGET_MEM_REF)
		   ? msp_operand_mask (TREE_OPERAND (base, 0), masks)
		   : base && DECL_P (base) ? msp_decl_mask (base)
		   : MSP_UNKNOWN);
	}
      changed |= grow (&cs->retslot, slot);
    }
  if (cs->callers_known && !cs->callback)
    {
      unsigned n = gimple_call_num_args (call);
      if (n != cs->params.length ()
	  || DECL_STRUCT_FUNCTION (cs->node->decl)->stdarg)
	/* Arguments that do not match the parameters.  */
	for (unsigned i = 0; i < cs->params.length (); i++)
	  changed |= grow (&cs->params[i], MSP_UNKNOWN);
      else
	{
	  unsigned i = 0;
	  for (tree p = DECL_ARGUMENTS (cs->node->decl); p && i < n;
	       p = DECL_CHAIN (p), i++)
	    if (is_gimple_reg_type (TREE_TYPE (p)))
	      changed |= grow (&cs->params[i],
			       msp_value_mask (gimple_call_arg (call, i),
					       masks));
	    else if (msp_passed_by_reference_p (p))
	      /* The callee gets the address of the caller's copy, in the
		 caller's frame (sources.cc, msp_decl_mask).  */
	      changed |= grow (&cs->params[i],
			       msp_fn_frame_mask (s->node->decl));
	}
    }
  if (changed)
    queue (st, cs);
}

/* The call CALL, made in the contexts CTX, hands callbacks to libgomp
   (msp_callbacks_of): pass the masks of what libgomp passes them on to
   their parameters.  A copy libgomp makes is in its own frame, on the
   soft stack of the calling thread (global, or .local in a SIMT
   context), or on its heap (gomp_malloc: global).  */

static void
visit_callback_call (unit_state *st, gcall *call, const msp_masks &masks,
		     unsigned char ctx)
{
  struct msp_callback cbs[2];
  int n = msp_callbacks_of (call, cbs);
  msp_mask copy = (MSP_GLOBAL
		   | ((ctx & CTX_SIMT) ? MSP_LOCAL : MSP_EMPTY));

  for (int i = 0; i < n; i++)
    {
      tree fn = gimple_call_arg (call, cbs[i].fn_arg);
      fn_summary *cs = (TREE_CODE (fn) == ADDR_EXPR
			? summary_of (TREE_OPERAND (fn, 0)) : NULL);
      bool changed = false;

      if (cs == NULL || !cs->callback)
	continue;
      for (int j = 0; j < cbs[i].nparams && j < (int) cs->params.length ();
	   j++)
	{
	  msp_mask m = cbs[i].param_copy[j] ? copy : MSP_EMPTY;
	  if (cbs[i].param_arg[j] >= 0)
	    m |= msp_operand_mask (gimple_call_arg (call, cbs[i].param_arg[j]),
				   masks);
	  changed |= grow (&cs->params[j], m);
	}
      if ((cs->contexts | ctx | CTX_PLAIN) != cs->contexts)
	{
	  cs->contexts |= ctx | CTX_PLAIN;
	  changed = true;
	}
      if (changed)
	queue (st, cs);
    }
}

/* Analyse the function S with the facts known so far.  */

static void
analyse_function (unit_state *st, fn_summary *s)
{
  function *fun = s->node->get_fun ();
  msp_fn_ctx ctx = { fun, s->simt };
  msp_masks masks = vNULL;
  msp_mask ret = MSP_EMPTY;
  basic_block bb;

  push_cfun (fun);
  msp_resolve (&ctx, &masks);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "masks of %s:\n", function_name (fun));
      msp_dump_masks (dump_file, fun, masks);
    }

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 !gsi_end_p (gsi) && !(s->simt && bitmap_bit_p (s->simt->dead,
							 bb->index));
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);

	if (greturn *r = dyn_cast <greturn *> (stmt))
	  {
	    tree val = gimple_return_retval (r);
	    if (val && (TREE_CODE (val) == SSA_NAME
			|| is_gimple_min_invariant (val)))
	      ret |= msp_value_mask (val, masks);
	  }
	else if (gasm *a = dyn_cast <gasm *> (stmt))
	  {
	    /* An asm writes memory only through memory outputs or a
	       "memory" clobber; then it may write anything.  */
	    bool writes = gimple_asm_clobbers_memory_p (a);
	    for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	      if (TREE_CODE (TREE_VALUE (gimple_asm_output_op (a, i)))
		  != SSA_NAME)
		writes = true;
	    if (writes)
	      note_store (st, MSP_UNKNOWN, "inline asm that writes memory",
			  fun);
	  }
	else if (is_gimple_assign (stmt) && gimple_store_p (stmt)
		 && !gimple_clobber_p (stmt))
	  {
	    tree rhs = gimple_assign_rhs1 (stmt);
	    msp_mask m = (gimple_assign_load_p (stmt)
			  ? msp_load_mask (rhs, masks)
			  : msp_value_mask (rhs, masks));
	    note_store (st, m, "store of a pointer that may point outside "
			"global memory", fun);
	    if (msp_entry_block_ref_p (gimple_assign_lhs (stmt)))
	      st->block_stored |= m;
	  }
	else if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    tree lhs = gimple_call_lhs (call);
	    unsigned char cctx = ((s->simt && s->simt->calls.contains (call))
				  ? CTX_SIMT : s->contexts);
	    const char *why = NULL;

	    if (lhs && !is_gimple_reg (lhs))
	      note_store (st, (is_gimple_reg_type (TREE_TYPE (lhs))
			       ? msp_call_mask (&ctx, call, masks)
			       : MSP_EMPTY),
			  "call result stored to memory", fun);
	    visit_callback_call (st, call, masks, cctx);
	    if (!msp_callee_node (call))
	      {
		msp_mask w = msp_callee_writes (call, masks, &why);
		if (w)
		  note_store (st, w, why, fun);
	      }
	    visit_unit_call (st, s, call, masks, cctx);
	  }
      }

  if (grow (&s->ret, ret))
    for (cgraph_edge *e = s->node->callers; e; e = e->next_caller)
      if (fn_summary *caller = summary_of (e->caller->decl))
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
      *walk_subtrees = 0;
      *(msp_mask *) data |= msp_address_mask (*tp, vNULL);
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

/* Make the summaries of NODES.  */

static void
make_summaries (unit_state *st, vec<cgraph_node *> &nodes)
{
  if (summaries)
    for (hash_map<tree, fn_summary *>::iterator it = summaries->begin ();
	 it != summaries->end (); ++it)
      {
	(*it).second->params.release ();
	delete (*it).second->simt;
	XDELETE ((*it).second);
      }
  delete summaries;
  summaries = new hash_map<tree, fn_summary *>;
  if (sites)
    for (hash_map<gimple *, call_site *>::iterator it = sites->begin ();
	 it != sites->end (); ++it)
      {
	(*it).second->args.release ();
	XDELETE ((*it).second);
      }
  delete sites;
  sites = new hash_map<gimple *, call_site *>;

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      cgraph_node *node = nodes[i];
      fn_summary *s = XCNEW (fn_summary);
      function *fun = node->get_fun ();

      s->node = node;
      s->callback = msp_callback_only_p (node);
      s->callers_known = (s->callback
			  || (msp_opts.do_ip_msp && msp_callers_known_p (node)));
      /* Without inter-procedural propagation a call's result is
	 unknown.  */
      s->ret = msp_opts.do_ip_msp ? MSP_EMPTY : MSP_UNKNOWN;
      s->simt = msp_simt_analyse (fun);
      if (msp_entry_function_p (node->decl))
	s->contexts = CTX_PLAIN;
      else
	s->contexts = s->callers_known ? 0 : CTX_PLAIN;
      unsigned n = 0;
      for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p))
	n++;
      s->params.safe_grow_cleared (n, true);
      if (!s->callers_known)
	{
	  for (unsigned j = 0; j < n; j++)
	    s->params[j] = default_param_mask (node->decl, j);
	  s->retslot = MSP_UNKNOWN;
	}
      if (fun->stdarg)
	st->unit_has_stdarg = true;
      summaries->put (node->decl, s);
      queue (st, s);
    }
}

/* Dump what the last analysis found to FILE.  */

void
msp_dump_unit (FILE *file)
{
  auto_vec<cgraph_node *> nodes;

  msp_unit_functions (&nodes);
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      fn_summary *s = summary_of (nodes[i]->decl);
      const char *name = function_name (nodes[i]->get_fun ());

      if (s->callback && !s->params.is_empty ())
	{
	  fprintf (file, "callback %s: data parameter ", name);
	  msp_print_mask (file, s->params[0]);
	  fputc ('\n', file);
	}
      fprintf (file, "%s: frame ", name);
      msp_print_mask (file, msp_fn_frame_mask (nodes[i]->decl));
      fprintf (file, "%s\n", s->callers_known ? "" : "; callers not known");
      if (dump_flags & TDF_DETAILS)
	{
	  for (unsigned j = 0; j < s->params.length (); j++)
	    {
	      fprintf (file, "  parameter %u: ", j);
	      msp_print_mask (file, s->params[j]);
	      fputc ('\n', file);
	    }
	  fputs ("  return: ", file);
	  msp_print_mask (file, s->ret);
	  fputc ('\n', file);
	}
    }
  fprintf (file, "whole device program: %s\n",
	   msp_whole_program_p () ? "yes" : "no");
  fputs ("memory mask: ", file);
  msp_print_mask (file, msp_memory_mask);
  fputc ('\n', file);
  if (msp_memory_mask == MSP_GLOBAL)
    fprintf (file, "unit stores only global pointers: yes\n");
  else
    fprintf (file, "unit stores only global pointers: no (%s%s%s)\n",
	     premise_why ? premise_why : "-fplugin-arg-msp-track-indir-load=0",
	     premise_where ? " in " : "", premise_where ? premise_where : "");
}

/* Compute the facts of the head of the file for the whole unit.  */

void
msp_analyse_unit (void)
{
  unit_state st;
  auto_vec<cgraph_node *> nodes;

  st.stored = MSP_EMPTY;
  st.block_stored = MSP_EMPTY;
  st.why = NULL;
  st.where = NULL;
  st.simt_escape = false;
  st.unit_has_stdarg = false;
  st.foreign_args = false;
  if (!msp_opts.track_indir_load)
    st.why = "-fplugin-arg-msp-track-indir-load=0";

  msp_unit_functions (&nodes);
  /* Host-written memory holds global addresses only.  */
  msp_memory_mask = msp_opts.track_indir_load ? MSP_GLOBAL : MSP_UNKNOWN;
  msp_block_mask = MSP_GLOBAL;
  make_summaries (&st, nodes);
  oacc_privates = new hash_map<tree, msp_mask>;
  find_oacc_privates (nodes);
  check_initializers (&st);

  bool escape_done = false, foreign_done = false;
  for (;;)
    {
      while (!st.work.is_empty ())
	{
	  fn_summary *s = st.work.pop ();
	  s->queued = false;
	  analyse_function (&st, s);
	}

      bool again = false;
      if (grow (&msp_memory_mask, st.stored))
	again = true;
      if (grow (&msp_block_mask, st.block_stored))
	again = true;
      if (st.simt_escape && !escape_done)
	{
	  escape_done = true;
	  for (unsigned i = 0; i < nodes.length (); i++)
	    {
	      fn_summary *s = summary_of (nodes[i]->decl);
	      if (!s->callers_known && !msp_entry_function_p (s->node->decl))
		s->contexts |= CTX_SIMT;
	    }
	  again = true;
	}
      if (st.foreign_args && !foreign_done)
	{
	  /* A function whose callers are not all known may receive it.  */
	  foreign_done = true;
	  for (unsigned i = 0; i < nodes.length (); i++)
	    {
	      fn_summary *s = summary_of (nodes[i]->decl);
	      if (!s->callers_known && !msp_entry_function_p (s->node->decl))
		for (unsigned j = 0; j < s->params.length (); j++)
		  s->params[j] |= MSP_FOREIGN;
	    }
	  again = true;
	}
      if (!again)
	break;
      for (unsigned i = 0; i < nodes.length (); i++)
	queue (&st, summary_of (nodes[i]->decl));
    }

  premise_why = st.why;
  premise_where = st.where;
  delete oacc_privates;
  oacc_privates = NULL;
}
