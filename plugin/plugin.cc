/* plugin.cc -- msp's entry point: checks, arguments, pass registration.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp runs inside the nvptx-none offload compiler, the lto1 that mkoffload
   starts for "gcc -fopenmp|-fopenacc -foffload=nvptx-none".  Users load it
   on the ordinary command line,

     gcc -fopenmp -foffload=nvptx-none -fplugin=/path/msp.so ...

   which loads it into the host compiler (cc1, cc1plus): GCC's
   lto-wrapper does not forward -fplugin to the offload compiler.  There
   msp only hands itself on to the offload compile (plugin/host.cc).  The
   direct form -foffload-options=nvptx-none=-fplugin=/abs/path/msp.so
   loads it into the offload compiler alone.

   The plugin GCC loads is plugin/loader.cc, which refuses a different
   GCC release (the headers msp was built with would not describe its data
   structures) and then loads the rest of msp, whose entry point,
   msp_core_init, tells the two compilers apart and refuses any other: a
   compiler that neither is the nvptx-none offload compiler nor offloads
   to it.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"
#include "plugin/msp-plugin.h"

static struct plugin_info msp_plugin_info =
{
  MSP_VERSION,	/* version */
  NULL		/* help, filled in by plugin_init */
};

/* The compilers msp can be loaded into.  */

enum msp_compiler
{
  MSP_COMPILER_OFFLOAD,	/* The nvptx-none offload compiler: msp works.  */
  MSP_COMPILER_HOST,	/* A compiler that offloads to nvptx-none: msp
			   hands itself on (plugin/host.cc).  */
  MSP_COMPILER_BAD	/* Any other: msp has reported an error.  */
};

/* Return true if CONFIG, a "Configured with:" line, names TARGET in
   --enable-offload-targets=T1[=PATH1],T2[=PATH2]...  */

static bool
offload_target_configured_p (const char *config, const char *target)
{
  static const char opt[] = "--enable-offload-targets=";
  const char *c = strstr (config, opt);
  size_t len = strlen (target);

  if (c == NULL)
    return false;
  for (c += sizeof opt - 1; *c && !ISSPACE (*c); c++)
    {
      /* c[len] may be the end of CONFIG, which strchr finds too.  */
      if (!strncmp (c, target, len) && strchr (",= \t", c[len]))
	return true;
      c += strcspn (c, ", \t");
      if (*c != ',')
	break;
    }
  return false;
}

/* Tell which compiler, described by VERSION, msp was loaded into as INFO
   says.  Report an error, in one sentence that says what would work, if
   it is none msp can run in.  The loader (plugin/loader.cc) has checked
   that it is the GCC release msp was built for; it must also have the
   nvptx-none target for msp to do its work.  A compiler configured to
   offload to nvptx-none is the host compiler of an offloading gcc.  */

static enum msp_compiler
msp_compiler_kind (const struct plugin_name_args *info,
		   const struct plugin_gcc_version *version)
{
  if (strstr (version->configuration_arguments, "--target=nvptx-none"))
    return MSP_COMPILER_OFFLOAD;
  if (offload_target_configured_p (version->configuration_arguments,
				   "nvptx-none"))
    return MSP_COMPILER_HOST;
  error ("%qs runs only in a compiler that offloads to nvptx-none and in "
	 "the nvptx-none offload compiler; this compiler was configured "
	 "without %<--enable-offload-targets=nvptx-none%>", info->full_name);
  return MSP_COMPILER_BAD;
}

/* Turn on the dump file of the pass whose dump switch is SWITCH_NAME, as
   -fdump-SWITCH_NAME would, adding "-details" for MSP_DUMP_DETAILS.  Plugin
   passes do not exist yet when GCC parses -fdump-*, so this is the only
   way to ask for msp's dumps alone.  */

static void
enable_dump (const char *switch_name)
{
  char *arg = concat (switch_name,
		      msp_opts.dump == MSP_DUMP_DETAILS ? "-details" : "",
		      NULL);
  g->get_dumps ()->dump_switch_p (arg);
  free (arg);
}

/* Send the remarks of the pass whose dump switch is SWITCH_NAME to
   standard error, as -fopt-info does for the passes of its optinfo group
   (dumpfile.cc, update_dfi_for_opt_info), but for this pass alone: GCC
   has no optinfo group for a plugin, and msp-early and msp-late share
   OPTGROUP_OTHER with GCC's own passes.  dump_start opens the stream
   for each function the pass runs on.  */

static void
enable_remarks (const char *switch_name)
{
  struct dump_file_info *dfi
    = g->get_dumps ()->get_dump_file_info_by_switch (switch_name);
  dump_flags_t kinds = MSG_PRIORITY_USER_FACING;

  if (!dfi)
    return;
  if (msp_plugin_opts.remarks != MSP_REMARKS_OPTIMIZED)
    kinds |= MSG_MISSED_OPTIMIZATION;
  if (msp_plugin_opts.remarks != MSP_REMARKS_MISSED)
    kinds |= MSG_OPTIMIZED_LOCATIONS;
  dfi->alt_flags |= kinds;
  if (!dfi->alt_filename)
    {
      /* GCC frees it (dump_manager::~dump_manager).  */
      dfi->alt_filename = xstrdup ("stderr");
      dfi->alt_state = 1;
    }
}

/* Register PASS to run relative to the instance INSTANCE of the pass
   named REFERENCE, as POS says.  */

static void
msp_register_pass (const char *plugin_name, opt_pass *pass,
		   const char *reference, int instance,
		   enum pass_positioning_ops pos)
{
  struct register_pass_info info;

  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = instance;
  info.pos_op = pos;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

/* PLUGIN_ALL_PASSES_START with -fplugin-arg-msp-debug-ice: fail as a bug
   of msp's would, so that the testsuite sees GCC's report name msp
   (testsuite/msp.dg/debug-ice.c).  */

static void
debug_ice (void *, void *)
{
  internal_error ("msp: deliberate internal error "
		  "(%<-fplugin-arg-msp-debug-ice%>)");
}

/* msp's entry point, which plugin/loader.cc calls in place of GCC: the
   one symbol msp-core.so exports (the Makefile hides the others).  */

extern "C" __attribute__ ((visibility ("default"))) int
msp_core_init (struct plugin_name_args *info,
	       struct plugin_gcc_version *version)
{
  enum msp_compiler kind = msp_compiler_kind (info, version);

  if (kind == MSP_COMPILER_BAD)
    return 1;

  msp_plugin_info.help = msp_help_text ();
  register_callback (info->base_name, PLUGIN_INFO, NULL, &msp_plugin_info);

  /* In the host compiler nothing below may run: msp's headers describe
     the nvptx-none compiler (plugin/host.cc).  */
  if (kind == MSP_COMPILER_HOST)
    return msp_host_init (info, version);

  if (!msp_parse_args (info))
    return 1;
  msp_print_requested_info (version, "the nvptx-none offload compiler");

  /* -fplugin-arg-msp-disable: msp stays loaded and registers nothing
     more, so the offload compile is GCC's alone.  */
  if (msp_plugin_opts.disable)
    return 0;

  /* A callback of an ordinary event, which also makes GCC's report of an
     internal compiler error say that plugins are active and name msp
     (warn_if_plugins, plugin.cc; events that only register, as passes and
     PLUGIN_INFO do, do not count there).  It prints the summary on
     request.  */
  msp_summary_init (info->base_name);
  if (msp_plugin_opts.debug_ice)
    register_callback (info->base_name, PLUGIN_ALL_PASSES_START,
		       debug_ice, NULL);

  msp_install_backend_hooks ();

  /* The inter-procedural pass runs as a late simple IPA pass, after
     "simdclone": by then the offload compiler has read the whole unit,
     inlined and finished regular IPA, and the bodies are available
     (doc/msp.texi, "Internals").  Cloning belongs here because the local
     pipeline that follows compiles each clone like any other function.  */
  msp_register_pass (info->base_name, make_pass_ipmsp (g), "simdclone", 1,
		     PASS_POS_INSERT_AFTER);

  /* The early pass runs before the loop optimisations, so ivopts, the
     vectoriser and LIM already see pointers in their state space and keep
     it in the induction variables they make.  The loop pipeline only runs
     for functions with loops; this position, beside it, runs for every
     function at -O1 and above.  */
  msp_register_pass (info->base_name, make_pass_msp_early (g), "loop", 1,
		     PASS_POS_INSERT_BEFORE);

  /* The late pass runs after "optimized", the last GIMPLE pass before
     expand at every optimisation level, so it sees the pointers that
     ivopts, SLSR and the other late passes created.  */
  msp_register_pass (info->base_name, make_pass_msp_late (g), "optimized",
		     1, PASS_POS_INSERT_AFTER);

  /* The RTL pass runs after "mach", the machine reorg, where the nvptx
     backend makes the OpenACC broadcasts (rtl/rtl-resolve.cc).  */
  msp_register_pass (info->base_name, make_pass_msp_rtl (g), "mach", 1,
		     PASS_POS_INSERT_AFTER);

  /* Frame slots move into the .global address space before the first
     RTL optimisation reads them (rtl/frame-space.cc).  "vregs"
     makes them %frame plus a constant.  */
  msp_register_pass (info->base_name, make_pass_msp_frame (g), "vregs",
		     1, PASS_POS_INSERT_AFTER);

  /* ... and back before "dse1": RTL DSE tracks the stores into the
     frame across blocks only for generic MEMs (dse.cc, canon_address),
     and leaves the others live to the end of the function.  */
  msp_register_pass (info->base_name, make_pass_msp_frame_end (g), "dse1",
		     1, PASS_POS_INSERT_BEFORE);

  if (msp_plugin_opts.remarks != MSP_REMARKS_NONE)
    {
      enable_remarks ("ipa-ipmsp");
      enable_remarks ("tree-msp-early");
      enable_remarks ("tree-msp-late");
    }

  if (msp_opts.dump != MSP_DUMP_NONE)
    {
      enable_dump ("ipa-ipmsp");
      enable_dump ("tree-msp-early");
      enable_dump ("tree-msp-late");
      enable_dump ("rtl-msp-rtl");
      enable_dump ("rtl-msp-frame");
      enable_dump ("rtl-msp-dse-frame");
    }

  return 0;
}

/* msp-core.so named as a plugin itself (-fplugin=msp-core): GCC would
   refuse it as not GPL-compatible, which it is; say instead which file to
   load.  Only the loader, msp.so, checks the release and hands over to
   msp_core_init.  */

extern "C" __attribute__ ((visibility ("default"))) int
  plugin_is_GPL_compatible;
int plugin_is_GPL_compatible;

extern "C" __attribute__ ((visibility ("default"))) int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *)
{
  /* msp.so in the same directory.  */
  const char *base = lbasename (info->full_name);
  char *dir = xstrndup (info->full_name, base - info->full_name);
  char *loader = concat ("-fplugin=", dir, "msp.so", NULL);
  error ("%qs is the part of msp that %<msp.so%> loads, not a plugin of "
	 "its own; use %qs, or %<-fplugin=msp%> once installed",
	 info->full_name, loader);
  free (loader);
  free (dir);
  return 1;
}
