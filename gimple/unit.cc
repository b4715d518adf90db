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

   The facts live in a function_summary (symbol-summary.h): a function
   GCC removes takes its facts with it, so that no later function can
   find them, and a clone starts with its original's.  They are valid
   from the end of ipmsp to the end of the compilation.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* The contexts a function may run in (MSP_CTX_* of resolve.h).  */
#define CTX_PLAIN	MSP_CTX_PLAIN
#define CTX_SIMT	MSP_CTX_SIMT

/* What msp knows of one function of the unit, from the end of ipmsp on
   (see the head of the file).  */

struct fn_summary
{
  fn_summary ()
    : params (vNULL), params_implicit (vNULL), ret (MSP_EMPTY),
      ret_implicit (MSP_EMPTY), retslot (MSP_EMPTY), cond (MSP_EMPTY),
      contexts (0), callers_known (false), callback (false)
  {}
  ~fn_summary () { params.release (); params_implicit.release (); }

  /* The data masks (resolve.cc) of the incoming values of its
     parameters, in the order of DECL_ARGUMENTS; for a parameter passed
     by reference, of the storage it refers to.  Their implicit
     masks.  */
  vec<msp_mask> params;
  vec<msp_mask> params_implicit;
  /* The data and implicit masks of what it returns.  */
  msp_mask ret;
  msp_mask ret_implicit;
  /* The mask of its return slot, when it returns in memory.  */
  msp_mask retslot;
  /* The masks of the conditions that decide whether it is called.  */
  msp_mask cond;
  unsigned char contexts;
  /* Its callers are all known: direct calls, or GOMP_parallel* calls
     (CALLBACK).  */
  bool callers_known;
  bool callback;
};

/* The summaries: a clone inherits its original's facts, a removed
   function takes its facts with it (function_summary's hooks).  */

class fn_summaries : public function_summary <fn_summary *>
{
public:
  fn_summaries (symbol_table *table)
    : function_summary <fn_summary *> (table)
  {
    /* A function made after ipmsp has no facts: the queries then give
       their defaults.  */
    disable_insertion_hook ();
  }

  virtual void duplicate (cgraph_node *, cgraph_node *, fn_summary *from,
			  fn_summary *to)
  {
    to->params = from->params.copy ();
    to->params_implicit = from->params_implicit.copy ();
    to->ret = from->ret;
    to->ret_implicit = from->ret_implicit;
    to->retslot = from->retslot;
    to->cond = from->cond;
    to->contexts = from->contexts;
    to->callers_known = from->callers_known;
    to->callback = from->callback;
  }
};

static fn_summaries *summaries;

/* What the last analysis of each direct call of a function of the unit
   saw: the masks of its arguments and the contexts it runs in (ipmsp.cc
   groups the calls of a function by them).  Valid until
   msp_release_call_sites, at the end of ipmsp.  */

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

/* One function while msp_analyse_unit runs.  */

struct fn_state
{
  cgraph_node *node;
  fn_summary *s;
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
     (default_param_implicit).  */
  msp_mask escape;
};

static fn_summary *
summary_of (tree fndecl)
{
  if (!summaries)
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  return node ? summaries->get (node) : NULL;
}

/* The analysis state of NODE, or NULL if NODE is not analysed.  */

static fn_state *
state_of (unit_state *st, cgraph_node *node)
{
  fn_state **slot = node ? st->fns.get (node) : NULL;
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

/* The implicit mask of the incoming value of a parameter of FNDECL
   when no call site of the unit tells about it: none for a kernel,
   which the host launches with a block it filled before the device ran
   (whatever -fplugin-arg-msp-param-always-point-to-global says of what
   the block holds).  Any other function is called through pointers, or
   by the libraries: in the whole device program these calls compute
   their arguments, and decide to make them, from what the unit passed
   out of it (ESCAPE: the bits of the arguments of the unit's calls out
   of it and through pointers, with their conditions) and from what
   memory holds; otherwise code msp does not see may call it with
   anything.  */

static msp_mask
default_param_implicit (tree fndecl, msp_mask escape)
{
  if (msp_entry_function_p (fndecl))
    return MSP_EMPTY;
  if (msp_whole_program_p ())
    return escape | msp_memory_mask;
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

/* The implicit mask of the incoming value of parameter I of FNDECL: a
   kernel's data block is the host's, anything else's unknown.  */

msp_mask
msp_param_implicit (tree fndecl, unsigned i)
{
  fn_summary *s = summary_of (fndecl);

  if (s && i < s->params_implicit.length ())
    return s->params_implicit[i];
  return default_param_implicit (fndecl, MSP_UNKNOWN);
}

/* The implicit mask of what a call of FNDECL returns.  */

msp_mask
msp_return_implicit (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s ? s->ret_implicit : MSP_UNKNOWN;
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

/* True if ipmsp has analysed the unit, and FNDECL (if not null) with
   it: its facts are known.  */

bool
msp_unit_analysed_p (tree fndecl)
{
  return summaries && (fndecl == NULL_TREE || summary_of (fndecl));
}

/* The masks of the conditions that decide whether FNDECL is called
   (the head of the file).  */

msp_mask
msp_fn_cond (tree fndecl)
{
  fn_summary *s = summary_of (fndecl);

  return s ? s->cond : MSP_UNKNOWN;
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
grow_contexts (fn_summary *s, unsigned ctx)
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
  fn_summary *cs = cf ? cf->s : NULL;
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

  call_site **slot = &sites->get_or_insert (call);
  if (*slot == NULL)
    *slot = XCNEW (call_site);
  (*slot)->contexts = ctx;
  (*slot)->args.truncate (0);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    (*slot)->args.safe_push (msp_value_mask (gimple_call_arg (call, i),
					     masks));

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
		   : base && DECL_P (base) ? msp_decl_mask (base)
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
      fn_summary *cs = cf->s;
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

/* The pointer bits the .GOACC_REDUCTION call CALL will store once
   oaccdevlow has lowered it (nvptx_goacc_reduction_setup, _fini,
   _teardown): its value (argument 2), and what its receiver (argument 1,
   or null) holds, into the reduction buffers and the receiver.  */

static msp_mask
reduction_stores (const msp_fn_ctx *ctx, gcall *call, const msp_masks &masks,
		  bool implicit)
{
  if (gimple_call_num_args (call) < 3)
    return MSP_UNKNOWN;
  tree val = gimple_call_arg (call, 2);
  msp_mask m = (implicit ? msp_value_bits (val, masks)
		: msp_value_mask (val, masks));
  tree ref = gimple_call_arg (call, 1);
  if (!integer_zerop (ref))
    {
      tree mem = build_simple_mem_ref (ref);
      m |= msp_load_mask (ctx, mem, masks);
      if (implicit)
	m |= msp_address_implicit (mem, masks);
    }
  return m;
}

/* The pointer bits the statement STMT of the function CTX describes may
   store into memory the unit reads, in a block whose condition mask,
   with the function's, is COND (resolve.cc: a store that happens or not
   reveals them, and so does where it stores, msp_address_implicit);
   with what it stores into a kernel's data block in *BLOCK.  Set *WHY
   to what it is when it stores pointer bits.  A call of a function of
   the unit stores what the callee's own statements do.  Without
   IMPLICIT, only the data masks of what it stores (verify.cc).  */

msp_mask
msp_stmt_stores (const msp_fn_ctx *ctx, gimple *stmt, const msp_masks &masks,
		 msp_mask cond, msp_mask *block, const char **why,
		 bool implicit)
{
  msp_mask m = MSP_EMPTY;

  *block = MSP_EMPTY;
  *why = NULL;
  if (gasm *a = dyn_cast <gasm *> (stmt))
    {
      /* An asm writes memory only through memory outputs or a "memory"
	 clobber; then it may write anything.  */
      bool writes = gimple_asm_clobbers_memory_p (a);
      for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	if (TREE_CODE (TREE_VALUE (gimple_asm_output_op (a, i))) != SSA_NAME)
	  writes = true;
      if (writes)
	{
	  *why = "inline asm that writes memory";
	  return MSP_UNKNOWN;
	}
    }
  else if (is_gimple_assign (stmt) && gimple_store_p (stmt)
	   && !gimple_clobber_p (stmt))
    {
      tree rhs = gimple_assign_rhs1 (stmt);
      tree lhs = gimple_assign_lhs (stmt);
      bool load = gimple_assign_load_p (stmt);
      m = (load ? msp_load_mask (ctx, rhs, masks)
	   : msp_value_mask (rhs, masks));
      if (implicit)
	m |= ((load ? msp_address_implicit (rhs, masks)
	       : msp_value_implicit (rhs, masks))
	      | msp_address_implicit (lhs, masks) | cond);
      *why = "store of a pointer that may point outside global memory";
      if (msp_entry_block_ref_p (lhs))
	*block = m;
    }
  else if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      tree lhs = gimple_call_lhs (call);
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  /* Expand stores a register value passed by reference into a
	     copy in the caller's frame (calls.cc,
	     initialize_argument_information), which the callee reads.  */
	  tree arg = gimple_call_arg (call, i);
	  if (is_gimple_reg_type (TREE_TYPE (arg))
	      && !gimple_call_internal_p (call)
	      && msp_type_passed_by_reference_p (TREE_TYPE (arg)))
	    {
	      m |= (implicit ? msp_value_bits (arg, masks) | cond
		    : msp_value_mask (arg, masks));
	      *why = "argument passed by reference";
	    }
	}
      if (lhs && !is_gimple_reg (lhs))
	{
	  if (is_gimple_reg_type (TREE_TYPE (lhs)))
	    m |= (implicit ? msp_call_bits (ctx, call, masks)
		  : msp_call_mask (ctx, call, masks));
	  if (implicit)
	    m |= msp_address_implicit (lhs, masks) | cond;
	  *why = "call result stored to memory";
	}
      if (gimple_call_internal_p (call, IFN_GOACC_REDUCTION))
	{
	  m |= reduction_stores (ctx, call, masks, implicit) | cond;
	  *why = ("OpenACC reduction of a pointer that may point outside "
		  "global memory");
	}
      if (!msp_unit_callee (call))
	{
	  const char *w = NULL;
	  msp_mask b = msp_callee_writes (call, masks, &w, implicit);
	  if (b)
	    {
	      m |= b | cond;
	      *why = w;
	    }
	  else if (cond && msp_callee_may_write_p (call))
	    {
	      m |= cond;
	      *why = "call that writes memory under a condition on a pointer";
	    }
	}
    }
  return m;
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
  fn_summary *s = f->s;
  function *fun = f->node->get_fun ();
  msp_fn_ctx ctx = { fun, f->simt, msp_memory_mask };
  msp_masks masks = { vNULL, vNULL };
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
      msp_masks none = { vNULL, vNULL };
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

/* Free the call sites of the last analysis.  */

static void
free_call_sites (void)
{
  if (sites)
    for (hash_map<gimple *, call_site *>::iterator it = sites->begin ();
	 it != sites->end (); ++it)
      {
	(*it).second->args.release ();
	XDELETE ((*it).second);
      }
  delete sites;
  sites = NULL;
}

/* Forget the call sites: ipmsp is done with them, and the statements
   they are keyed by may be freed and their memory reused once it ends.  */

void
msp_release_call_sites (void)
{
  free_call_sites ();
}

/* Make the summaries and the analysis states of NODES.  */

static void
make_summaries (unit_state *st, vec<cgraph_node *> &nodes)
{
  if (summaries == NULL)
    summaries = new fn_summaries (symtab);
  free_call_sites ();
  sites = new hash_map<gimple *, call_site *>;

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      cgraph_node *node = nodes[i];
      fn_summary *s = summaries->get_create (node);
      fn_state *f = XCNEW (fn_state);
      function *fun = node->get_fun ();

      s->params.release ();
      s->params_implicit.release ();
      *s = fn_summary ();
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
	      s->params[j] = default_param_mask (node->decl, j);
	      s->params_implicit[j] = default_param_implicit (node->decl,
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
	      if (s->params_implicit[j] != MSP_EMPTY)
		{
		  fputs ("; implicit ", file);
		  msp_print_mask (file, s->params_implicit[j]);
		}
	      fputc ('\n', file);
	    }
	  fputs ("  return: ", file);
	  msp_print_mask (file, s->ret);
	  if (s->ret_implicit != MSP_EMPTY)
	    {
	      fputs ("; implicit ", file);
	      msp_print_mask (file, s->ret_implicit);
	    }
	  fputs ("\n  called under: ", file);
	  msp_print_mask (file, s->cond);
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
  st.escape = MSP_EMPTY;
  if (!msp_opts.track_indir_load)
    st.why = "-fplugin-arg-msp-track-indir-load=0";

  msp_unit_functions (&nodes);
  /* Host-written memory holds global addresses only.  */
  msp_memory_mask = msp_opts.track_indir_load ? MSP_GLOBAL : MSP_UNKNOWN;
  msp_block_mask = MSP_GLOBAL;
  make_summaries (&st, nodes);
  find_side_effects (&st);
  oacc_privates = new hash_map<tree, msp_mask>;
  find_oacc_privates (nodes);
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
      if (grow (&msp_memory_mask, st.stored))
	again = true;
      /* The host may hand a kernel, in its data block, any value it
	 read back from device memory (is_device_ptr, deviceptr): a
	 pointer into .const outlives the kernel that made it, as .global
	 does (.shared and .local ones die with their kernel).  */
      if (grow (&msp_block_mask, st.block_stored | (msp_memory_mask & MSP_CONST)))
	again = true;
      if (st.simt_escape && !escape_done)
	{
	  escape_done = true;
	  for (unsigned i = 0; i < nodes.length (); i++)
	    {
	      fn_summary *s = summary_of (nodes[i]->decl);
	      if (!s->callers_known && !msp_entry_function_p (nodes[i]->decl))
		s->contexts |= CTX_SIMT;
	    }
	  again = true;
	}
      /* The functions whose callers are not all known receive what
	 escaped, and what memory holds.  */
      for (unsigned i = 0; i < nodes.length (); i++)
	{
	  fn_summary *s = summary_of (nodes[i]->decl);
	  if (s->callers_known)
	    continue;
	  msp_mask m = default_param_implicit (nodes[i]->decl, st.escape);
	  for (unsigned j = 0; j < s->params_implicit.length (); j++)
	    again |= grow (&s->params_implicit[j], m);
	}
      if (st.foreign_args && !foreign_done)
	{
	  /* A function whose callers are not all known may receive it.  */
	  foreign_done = true;
	  for (unsigned i = 0; i < nodes.length (); i++)
	    {
	      fn_summary *s = summary_of (nodes[i]->decl);
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

  premise_why = st.why;
  premise_where = st.where;
  delete oacc_privates;
  oacc_privates = NULL;
  free_states (&st);
}
