/* facts.cc -- the facts ipmsp proves about the offload unit.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The one owner of the facts propagate.cc proves (see there what each
   means and why it holds) and the passes after ipmsp read (facts.h
   says when each answer holds):

   - a function's facts live in a function_summary (symbol-summary.h),
     as ipa-prop's do: a function GCC removes takes its facts with it,
     so that no later function can find them, and a clone starts with
     its original's;
   - a call site's in a call_summary, for ipmsp's decisions (ipmsp.cc
     groups a function's calls by them): an edge GCC removes takes its
     site with it; a clone's calls have none until the next analysis
     sees them (the duplication hook is off);
   - the unit's (memory, data blocks) in one msp_unit_summary.

   Where no fact is known, a query gives its default: what holds for
   any caller and any context.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/callgraph.h"
#include "core/facts.h"
#include "core/facts-update.h"

/* The functions' summaries: a clone inherits its original's facts, a
   removed function takes its facts with it.  */

class fn_summaries : public function_summary <msp_fn_summary *>
{
public:
  fn_summaries (symbol_table *table)
    : function_summary <msp_fn_summary *> (table)
  {
    /* A function made after ipmsp has no facts: the queries then give
       their defaults.  */
    disable_insertion_hook ();
  }

  virtual void duplicate (cgraph_node *, cgraph_node *, msp_fn_summary *from,
			  msp_fn_summary *to)
  {
    to->copy_from (*from);
  }
};

/* The call sites of the last analysis: only its own calls have
   one.  */

class call_sites : public call_summary <msp_call_site *>
{
public:
  call_sites (symbol_table *table)
    : call_summary <msp_call_site *> (table)
  {
    disable_duplication_hook ();
  }
};

static fn_summaries *summaries;
static call_sites *sites;

/* Unknown until an analysis has run.  */
static msp_unit_summary unit = { MSP_UNKNOWN, MSP_UNKNOWN, NULL, NULL };

static msp_fn_summary *
summary_of (tree fndecl)
{
  if (!summaries)
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  return node ? summaries->get (node) : NULL;
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

/* Start an analysis of the unit: forget the call sites of the last one,
   and assume memory holds the bits MEMORY, a data block BLOCK.  */

void
msp_facts_begin (msp_mask memory, msp_mask block)
{
  if (summaries == NULL)
    summaries = new fn_summaries (symtab);
  delete sites;
  sites = new call_sites (symtab);
  unit.memory = memory;
  unit.block = block;
  unit.stdarg = false;
  unit.why = NULL;
  unit.where = NULL;
}

/* The facts of NODE, made anew.  */

msp_fn_summary *
msp_facts_create (cgraph_node *node)
{
  msp_fn_summary *s = summaries->get_create (node);

  s->reset ();
  return s;
}

/* The facts of FNDECL to update, or NULL.  */

msp_fn_summary *
msp_facts_of (tree fndecl)
{
  return summary_of (fndecl);
}

/* The site of the call E, to update.  */

msp_call_site *
msp_facts_site (cgraph_edge *e)
{
  return sites->get_create (e);
}

/* The unit-wide facts, to update.  */

msp_unit_summary *
msp_facts_unit (void)
{
  return &unit;
}

/* Forget the call sites: ipmsp is done with them.  */

void
msp_facts_end_ipmsp (void)
{
  delete sites;
  sites = NULL;
}

/* The mask of the incoming value of parameter I of a function no
   call site of the unit tells about.  */

msp_mask
msp_default_param_mask (tree fndecl, unsigned i)
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

msp_mask
msp_default_param_implicit (tree fndecl, msp_mask escape)
{
  if (msp_entry_function_p (fndecl))
    return MSP_EMPTY;
  if (msp_whole_program_p ())
    return escape | unit.memory;
  return MSP_UNKNOWN;
}

/* The pointer bits memory the unit reads may hold (propagate.cc): unknown
   until an analysis has run.  */

msp_mask
msp_memory_mask (void)
{
  return unit.memory;
}

/* True if a function of the unit takes variadic arguments
   (propagate.cc): then the unnamed arguments of the unit's calls are
   stored where the unit may read them (summarise.cc), and otherwise
   only code outside the unit reads them.  */

bool
msp_unit_stdarg_p (void)
{
  return unit.stdarg;
}

/* The pointer bits a kernel's data block may hold (propagate.cc).  */

msp_mask
msp_block_mask (void)
{
  return unit.block;
}

/* The mask of the incoming value of parameter I of FNDECL.  */

msp_mask
msp_param_mask (tree fndecl, unsigned i)
{
  msp_fn_summary *s = summary_of (fndecl);

  if (s && i < s->params.length ())
    return s->params[i];
  return msp_default_param_mask (fndecl, i);
}

/* The implicit mask of the incoming value of parameter I of FNDECL: a
   kernel's data block is the host's, anything else's unknown.  */

msp_mask
msp_param_implicit (tree fndecl, unsigned i)
{
  msp_fn_summary *s = summary_of (fndecl);

  if (s && i < s->params_implicit.length ())
    return s->params_implicit[i];
  return msp_default_param_implicit (fndecl, MSP_UNKNOWN);
}

/* The implicit mask of what a call of FNDECL returns.  */

msp_mask
msp_return_implicit (tree fndecl)
{
  msp_fn_summary *s = summary_of (fndecl);

  return s ? s->ret_implicit : MSP_UNKNOWN;
}

/* The mask of the return slot of FNDECL (a result returned in memory):
   where its callers' calls put the result, which the caller chooses
   (calls.cc: the call's lhs with the return slot optimisation, a
   temporary of the caller's frame without it).  */

msp_mask
msp_retslot_mask (tree fndecl)
{
  msp_fn_summary *s = summary_of (fndecl);

  return s ? s->retslot : MSP_UNKNOWN;
}

/* The mask of what a call of FNDECL returns.  */

msp_mask
msp_return_mask (tree fndecl)
{
  msp_fn_summary *s = summary_of (fndecl);

  return s ? s->ret : MSP_UNKNOWN;
}

/* The function of the unit with facts (a summary) that CALL calls
   directly (msp_direct_callee), or NULL.  Unlike msp_callee_with_body
   (callgraph.cc), usable after the analysis too, when the callee's body
   may be gone (compiled already).  */

tree
msp_callee_with_facts (gcall *call)
{
  cgraph_node *node = msp_direct_callee (call);

  if (node == NULL || !summary_of (node->decl))
    return NULL_TREE;
  return node->decl;
}

/* True if every caller of FNDECL is a call msp sees (direct, or a
   libgomp callback), so that its parameters come from them.  */

bool
msp_fn_callers_known_p (tree fndecl)
{
  msp_fn_summary *s = summary_of (fndecl);

  return s && s->callers_known;
}

/* True if FNDECL is a function only libgomp calls back.  */

bool
msp_fn_callback_p (tree fndecl)
{
  msp_fn_summary *s = summary_of (fndecl);

  return s && s->callback;
}

/* The bits that SIZE bits at bit OFFSET of the data block of FNDECL, a
   function only libgomp calls back, may hold (summarise.cc), with the
   foreign bit; a SIZE below zero stands for any place.  All of them
   unless msp knows every store into its blocks.  */

msp_mask
msp_callback_block_mask (tree fndecl, HOST_WIDE_INT offset,
			 HOST_WIDE_INT size)
{
  msp_fn_summary *s = summary_of (fndecl);

  if (!s || !s->callback)
    return MSP_BLOCK_ANY;
  msp_mask m = s->block;
  for (unsigned i = 0; i < s->block_parts.length (); i++)
    {
      const msp_block_part &p = s->block_parts[i];
      if (size < 0
	  || (p.offset < offset + size && offset < p.offset + p.size))
	m |= p.mask;
    }
  return m;
}

/* The contexts (MSP_CTX_*) FNDECL may run in.  */

unsigned
msp_fn_contexts (tree fndecl)
{
  msp_fn_summary *s = summary_of (fndecl);

  return s ? s->contexts : MSP_CTX_PLAIN | MSP_CTX_SIMT;
}

/* True if ipmsp has analysed the unit, and FNDECL (if not null) with
   it: its facts are known.  */

bool
msp_unit_analysed_p (tree fndecl)
{
  return summaries && (fndecl == NULL_TREE || summary_of (fndecl));
}

/* The masks of the arguments of the direct call E of a function of the
   unit, and the contexts it runs in (*CONTEXTS); NULL if the last
   analysis did not see it (a call in code that never runs, or of a
   clone made since).  */

const vec<msp_mask> *
msp_site_args (cgraph_edge *e, unsigned *contexts)
{
  msp_call_site *site = sites ? sites->get (e) : NULL;

  if (site == NULL)
    return NULL;
  *contexts = site->contexts;
  return &site->args;
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

  msp_fn_summary *s = fndecl ? summary_of (fndecl) : NULL;
  if (s == NULL)
    return (fndecl && msp_entry_function_p (fndecl)
	    ? MSP_GLOBAL : MSP_UNKNOWN);
  return (((s->contexts & MSP_CTX_PLAIN) ? MSP_GLOBAL : MSP_EMPTY)
	  | ((s->contexts & MSP_CTX_SIMT) ? MSP_LOCAL : MSP_EMPTY));
}

/* Print MASK and, if not empty, IMPLICIT to FILE.  */

static void
print_masks (FILE *file, msp_mask mask, msp_mask implicit)
{
  msp_print_mask (file, mask);
  if (implicit != MSP_EMPTY)
    {
      fputs ("; implicit ", file);
      msp_print_mask (file, implicit);
    }
  fputc ('\n', file);
}

/* Dump the facts of the function NODE to FILE; with DETAILS, all of
   them.  */

static void
dump_function (FILE *file, cgraph_node *node, bool details)
{
  msp_fn_summary *s = summary_of (node->decl);
  const char *name = node->name ();

  if (node->get_fun ())
    name = function_name (node->get_fun ());
  if (s == NULL)
    {
      fprintf (file, "%s: no facts\n", name);
      return;
    }
  if (s->callback && !s->params.is_empty ())
    {
      fprintf (file, "callback %s: data parameter ", name);
      msp_print_mask (file, s->params[0]);
      fputs ("; data block ", file);
      if (s->block == MSP_BLOCK_ANY)
	fputs ("any", file);
      else
	{
	  msp_print_mask (file, s->block);
	  for (unsigned j = 0; j < s->block_parts.length (); j++)
	    {
	      fprintf (file, ", bits " HOST_WIDE_INT_PRINT_DEC "+"
		       HOST_WIDE_INT_PRINT_DEC " ",
		       s->block_parts[j].offset, s->block_parts[j].size);
	      msp_print_mask (file, s->block_parts[j].mask);
	    }
	}
      fputc ('\n', file);
    }
  fprintf (file, "%s: frame ", name);
  msp_print_mask (file, msp_fn_frame_mask (node->decl));
  fprintf (file, "%s\n", s->callers_known ? "" : "; callers not known");
  if (!details)
    return;
  for (unsigned j = 0; j < s->params.length (); j++)
    {
      fprintf (file, "  parameter %u: ", j);
      print_masks (file, s->params[j], s->params_implicit[j]);
    }
  fputs ("  return: ", file);
  print_masks (file, s->ret, s->ret_implicit);
  fputs ("  called under: ", file);
  msp_print_mask (file, s->cond);
  fputc ('\n', file);
}

/* Dump what the last analysis found to FILE.  */

void
msp_dump_unit (FILE *file)
{
  auto_vec<cgraph_node *> nodes;

  msp_unit_functions (&nodes);
  for (unsigned i = 0; i < nodes.length (); i++)
    dump_function (file, nodes[i], (dump_flags & TDF_DETAILS) != 0);
  fprintf (file, "whole device program: %s\n",
	   msp_whole_program_p () ? "yes" : "no");
  fputs ("memory mask: ", file);
  msp_print_mask (file, unit.memory);
  fputc ('\n', file);
  if (unit.memory == MSP_GLOBAL)
    fprintf (file, "unit stores only global pointers: yes\n");
  else
    fprintf (file, "unit stores only global pointers: no (%s%s%s)\n",
	     unit.why ? unit.why : "-fplugin-arg-msp-track-indir-load=0",
	     unit.where ? " in " : "", unit.where ? unit.where : "");
}

/* Print the facts of FNDECL to stderr (from a debugger).  */

DEBUG_FUNCTION void
debug_msp_facts (tree fndecl)
{
  cgraph_node *node = cgraph_node::get (fndecl);

  if (node)
    dump_function (stderr, node, true);
  else
    fprintf (stderr, "no cgraph node\n");
}
