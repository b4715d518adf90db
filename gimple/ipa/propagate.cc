/* propagate.cc -- ipmsp's propagation: the facts of the whole offload unit.
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
     unit (msp_callers_visible_p), or that only libgomp calls back with a
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
   and summarise.cc compute them, as the two halves of one fixed point:
   summarise.cc analyses one function and passes on what its statements
   show, this file runs the work list of functions and grows the
   unit-wide facts (msp_analyse_unit, the entry point).  They are one
   fixed point, not a summary then a propagation as in ipa-cp, because
   what a function passes on depends on its parameters' masks through
   its statements (resolve.cc is flow-sensitive), which no jump function
   of a few bits summarises.  ipmsp.cc then decides, from the result,
   what to specialise and clone.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/analysis/decls.h"
#include "core/callgraph.h"
#include "core/callbacks.h"
#include "core/facts.h"
#include "core/facts-update.h"
#include "gimple/analysis/masks.h"
#include "gimple/analysis/simt.h"
#include "gimple/ipa/propagate.h"
#include "gimple/ipa/propagate-state.h"

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
   context (msp_fn_ctx): decls.cc, msp_decl_mask, reads them there,
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

/* walk_tree callback for initialisers: OR into *DATA the masks of the
   addresses an initialiser holds.  */

static tree
initializer_mask_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      msp_masks none = { vNULL, vNULL, NULL, true, NULL };
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
	  /* An artificial variable may have no name: then its
	     symbol's (symtab_node::name).  */
	  st->where = (DECL_NAME (vnode->decl)
		       ? IDENTIFIER_POINTER (DECL_NAME (vnode->decl))
		       : vnode->name ());
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
      fn_state *f = st->fn_pool.allocate ();
      function *fun = node->get_fun ();

      f->node = node;
      f->s = s;
      s->callback = msp_callback_only_p (node);
      s->callers_known = (s->callback
			  || (msp_opts.do_ip_msp && msp_callers_visible_p (node)));
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
    }
  /* The worklist is a stack: the functions whose callers are all known
     go first, to come out last, after their callers gave them their
     arguments and data blocks.  */
  for (int pass = 0; pass < 2; pass++)
    for (unsigned i = 0; i < nodes.length (); i++)
      {
	fn_state *f = state_of (st, nodes[i]);
	if (f->s->callers_known == (pass == 0))
	  queue (st, f);
      }
}

/* Free the analysis states of ST, the dominators and post-dominators
   msp_find_side_effects computed, and the control dependences the
   analyses shared.  */

static void
free_states (unit_state *st)
{
  for (hash_map<cgraph_node *, fn_state *>::iterator it = st->fns.begin ();
       it != st->fns.end (); ++it)
    {
      if ((*it).second->made_postdom)
	free_dominance_info ((*it).second->node->get_fun (),
			     CDI_POST_DOMINATORS);
      if ((*it).second->made_dom)
	free_dominance_info ((*it).second->node->get_fun (), CDI_DOMINATORS);
      delete (*it).second->cd;
      delete (*it).second->simt;
      st->fn_pool.remove ((*it).second);
    }
  st->fns.empty ();
}

/* The unit-wide facts grown from what the analyses of ST found, for
   the functions NODES: the memory and data-block masks, the contexts
   of the functions with unknown callers when a call escaped in a SIMT
   context, the parameters of those functions.  Return true if a fact
   grew, and every function is to be analysed again.  */

static bool
grow_unit_facts (unit_state *st, vec<cgraph_node *> &nodes)
{
  msp_unit_summary *unit = msp_facts_unit ();
  bool again = false;

  if (grow (&unit->memory, st->stored))
    again = true;
  /* The host may hand a kernel, in its data block, any value it read
     back from device memory (is_device_ptr, deviceptr): a pointer into
     .const outlives the kernel that made it, as .global does (.shared
     and .local ones die with their kernel).  */
  if (grow (&unit->block, st->block_stored | (unit->memory & MSP_CONST)))
    again = true;
  if (st->simt_escape && !st->escape_done)
    {
      st->escape_done = true;
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
      msp_mask m = msp_default_param_implicit (nodes[i]->decl, st->escape);
      for (unsigned j = 0; j < s->params_implicit.length (); j++)
	again |= grow (&s->params_implicit[j], m);
    }
  if (st->foreign_args && !st->foreign_done)
    {
      /* A function whose callers are not all known may receive it.  */
      st->foreign_done = true;
      for (unsigned i = 0; i < nodes.length (); i++)
	{
	  msp_fn_summary *s = msp_facts_of (nodes[i]->decl);
	  if (!s->callers_known && !msp_entry_function_p (nodes[i]->decl))
	    for (unsigned j = 0; j < s->params.length (); j++)
	      s->params[j] |= MSP_FOREIGN;
	}
      again = true;
    }
  return again;
}

/* Compute the facts of the head of the file for the whole unit: analyse
   every function queued until none is, grow the unit-wide facts, and
   start over while they grow.  */

void
msp_analyse_unit (void)
{
  unit_state st;
  auto_vec<cgraph_node *> nodes;

  if (!msp_opts.track_indir_load)
    st.why = "-fplugin-arg-msp-track-indir-load=0";
  msp_unit_functions (&nodes);
  /* Host-written memory holds global addresses only.  */
  msp_facts_begin (msp_opts.track_indir_load ? MSP_GLOBAL : MSP_UNKNOWN,
		   MSP_GLOBAL);
  make_summaries (&st, nodes);
  msp_find_side_effects (&st);
  find_oacc_privates (&st, nodes);
  check_initializers (&st);

  for (;;)
    {
      while (!st.work.is_empty ())
	{
	  fn_state *f = st.work.pop ();
	  f->queued = false;
	  msp_summarise_function (&st, f);
	}
      if (!grow_unit_facts (&st, nodes))
	break;
      for (unsigned i = 0; i < nodes.length (); i++)
	queue (&st, state_of (&st, nodes[i]));
    }

  msp_unit_summary *unit = msp_facts_unit ();
  unit->why = st.why;
  unit->where = st.where;
  unit->stdarg = st.unit_has_stdarg;
  free_states (&st);
}
