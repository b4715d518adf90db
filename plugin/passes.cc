/* passes.cc -- the pass objects msp registers with GCC's pass manager.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The six passes plugin_init places (plugin/plugin.cc):

     ipmsp          simple IPA, after "simdclone": propagation across
                    calls;
     msp-early      GIMPLE, before the loop optimisations (and so
                    ivopts);
     msp-late       GIMPLE, after "optimized", just before expand;
     msp-rtl        RTL, after "mach": the accesses the backend makes;
     msp-frame      RTL, after "vregs": global frame slots into .global;
     msp-dse-frame  RTL, before "dse1": and back.

   The classes only gate, time and dispatch; the work lives in plain
   functions of gimple/ipa/ (ipmsp), gimple/transform/ (msp-early and
   msp-late) and rtl/ (the RTL passes).  Every msp pass is timed under
   GCC's "plugin execution" and a row of its own in -ftime-report
   (msp_pass_timer, core/msp.h).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "plugin/msp-plugin.h"
#include "core/spaces.h"
#include "core/callgraph.h"
#include "plugin/census.h"
#include "gimple/ipa/ipmsp.h"
#include "gimple/transform/rewrite.h"
#include "gimple/analysis/idle-lanes.h"
#include "gimple/transform/wide-mult.h"
#include "gimple/transform/copy-align.h"
#include "gimple/transform/data-block.h"
#include "gimple/transform/inline-barrier.h"
#include "rtl/msp-rtl.h"

namespace {

const pass_data pass_data_msp_early =
{
  GIMPLE_PASS,			/* type */
  "msp-early",			/* name */
  OPTGROUP_OTHER,		/* optinfo_flags: -fopt-info selects it */
  TV_PLUGIN_RUN,		/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* msp-early and msp-late: the same work, at two places of the pipeline
   (plugin/plugin.cc says why there).  Only the late one turns
   declaration accesses into pointer accesses.  */

class pass_msp : public gimple_opt_pass
{
public:
  pass_msp (const pass_data &data, gcc::context *ctxt, bool late)
    : gimple_opt_pass (data, ctxt), late_p (late)
  {}

  virtual unsigned int execute (function *fun)
  {
    msp_pass_timer time (name);
    int own_phase = late_p ? MSP_PHASE_LATE : MSP_PHASE_EARLY;
    bool rewrite = (msp_opts.phase == own_phase
		    || msp_opts.phase == MSP_PHASE_BOTH);

    if (dump_file)
      msp_census_function (fun, dump_file);
    if (!late_p)
      {
	msp_remark_idle_lanes (fun);
	unsigned n = msp_hoist_block_loads (fun);
	if (dump_file && n)
	  fprintf (dump_file, "%s: %u loads of the data block moved before"
		   " their loop\n", function_name (fun), n);
      }
    /* Before the rewrite, which copies a pointer's alignment into its
       copy in the access's space and makes the small copies, which read
       it; and after, for the copies it makes of addresses.  */
    unsigned aligned = late_p && rewrite ? msp_align_copies (fun) : 0;
    unsigned todo = msp_rewrite_function (fun, rewrite, late_p);
    if (late_p && rewrite)
      aligned += msp_align_copies (fun);
    if (dump_file && aligned)
      fprintf (dump_file, "%s: %u pointers given the alignment of the "
	       "address an msp copy holds\n", function_name (fun), aligned);
    if (late_p)
      {
	unsigned n = msp_wide_mult_registers (fun);
	if (dump_file)
	  fprintf (dump_file, "%s: %u widening multiplications by a constant"
		   " given a register\n", function_name (fun), n);
	n = msp_inline_barriers (fun);
	if (dump_file)
	  {
	    const char *why = msp_barrier_unit_why ();
	    fprintf (dump_file, "%s: %u team barriers made inline%s%s\n",
		     function_name (fun), n, why ? "; the unit keeps them: " : "",
		     why ? why : "");
	    why = msp_barrier_fence_why (fun->decl);
	    if (n && why)
	      fprintf (dump_file, "%s: the inline barriers fence system memory:"
		       " %s\n", function_name (fun), why);
	    else if (n)
	      fprintf (dump_file, "%s: the inline barriers order the team's"
		       " memory only\n", function_name (fun));
	    why = msp_barrier_nest_why ();
	    if (n && why)
	      fprintf (dump_file, "%s: the inline barriers skip bar.sync in a"
		       " team of one: %s\n", function_name (fun), why);
	  }
      }
    return todo;
  }

private:
  bool late_p;
};

const pass_data pass_data_msp_late =
{
  GIMPLE_PASS,			/* type */
  "msp-late",			/* name */
  OPTGROUP_OTHER,		/* optinfo_flags: -fopt-info selects it */
  TV_PLUGIN_RUN,		/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

const pass_data pass_data_ipmsp =
{
  SIMPLE_IPA_PASS,		/* type */
  "ipmsp",			/* name */
  OPTGROUP_IPA,			/* optinfo_flags: -fopt-info(-ipa) selects it */
  TV_PLUGIN_RUN,		/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class pass_ipmsp : public simple_ipa_opt_pass
{
public:
  pass_ipmsp (gcc::context *ctxt)
    : simple_ipa_opt_pass (pass_data_ipmsp, ctxt)
  {}

  virtual unsigned int execute (function *)
  {
    msp_pass_timer time (name);
    auto_vec<cgraph_node *> nodes;

    unsigned todo = msp_ipmsp (dump_file);
    msp_barrier_unit_check ();
    /* Before the local pipeline: its first FRE and PRE already move
       loads across calls.  */
    msp_unit_functions (&nodes);
    for (unsigned i = 0; i < nodes.length (); i++)
      if (msp_mark_readonly_block (nodes[i]->get_fun ()) && dump_file)
	fprintf (dump_file, "%s: data block read-only\n",
		 function_name (nodes[i]->get_fun ()));
    if (!dump_file)
      return todo;
    for (unsigned i = 0; i < nodes.length (); i++)
      {
	fprintf (dump_file, "\n;; Function %s\n", nodes[i]->dump_name ());
	msp_census_function (nodes[i]->get_fun (), dump_file);
      }
    return todo;
  }
};

/* msp-rtl: the accesses the backend makes (rtl/rtl-resolve.cc).  */

const pass_data pass_data_msp_rtl =
{
  RTL_PASS,			/* type */
  "msp-rtl",			/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_PLUGIN_RUN,		/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class pass_msp_rtl : public rtl_opt_pass
{
public:
  pass_msp_rtl (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_msp_rtl, ctxt)
  {}

  virtual bool gate (function *)
  {
    return msp_opts.phase != MSP_PHASE_NONE;
  }

  virtual unsigned int execute (function *fun)
  {
    msp_pass_timer time (name);
    unsigned punned = msp_fix_punned_moves ();
    if (dump_file && punned)
      fprintf (dump_file, "%s: %u loads and stores of a register's bits"
	       " through another mode made in its own\n",
	       function_name (fun), punned);
    unsigned todo = msp_rtl_resolve (fun);
    unsigned n = msp_split_vadds ();
    if (dump_file && n)
      fprintf (dump_file, "%s: %u three-input adds split\n",
	       function_name (fun), n);
    return todo;
  }
};

/* msp-frame and msp-dse-frame: the global frame slots
   (rtl/frame-space.cc).  */

const pass_data pass_data_msp_frame =
{
  RTL_PASS,			/* type */
  "msp-frame",			/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_PLUGIN_RUN,		/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

const pass_data pass_data_msp_frame_end =
{
  RTL_PASS,			/* type */
  "msp-dse-frame",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_PLUGIN_RUN,		/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* msp-frame (TO_GLOBAL) and msp-dse-frame (!TO_GLOBAL).  */

class pass_msp_frame : public rtl_opt_pass
{
public:
  pass_msp_frame (gcc::context *ctxt, bool to_global)
    : rtl_opt_pass (to_global
		    ? pass_data_msp_frame : pass_data_msp_frame_end, ctxt),
      to_global (to_global)
  {}

  virtual bool gate (function *)
  {
    return optimize && msp_opts.alias && msp_opts.phase != MSP_PHASE_NONE;
  }

  virtual unsigned int execute (function *fun)
  {
    msp_pass_timer time (name);
    unsigned n = msp_frame_space (to_global);
    if (dump_file)
      fprintf (dump_file, "%s: %u frame slot accesses made %s\n",
	       function_name (fun), n, to_global ? ".global" : "generic");
    return 0;
  }

private:
  bool to_global;
};

} // anon namespace

gimple_opt_pass *
make_pass_msp_early (gcc::context *ctxt)
{
  return new pass_msp (pass_data_msp_early, ctxt, false);
}

gimple_opt_pass *
make_pass_msp_late (gcc::context *ctxt)
{
  return new pass_msp (pass_data_msp_late, ctxt, true);
}

simple_ipa_opt_pass *
make_pass_ipmsp (gcc::context *ctxt)
{
  return new pass_ipmsp (ctxt);
}

rtl_opt_pass *
make_pass_msp_rtl (gcc::context *ctxt)
{
  return new pass_msp_rtl (ctxt);
}

rtl_opt_pass *
make_pass_msp_frame (gcc::context *ctxt)
{
  return new pass_msp_frame (ctxt, true);
}

rtl_opt_pass *
make_pass_msp_frame_end (gcc::context *ctxt)
{
  return new pass_msp_frame (ctxt, false);
}
