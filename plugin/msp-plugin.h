/* msp-plugin.h -- the plugin's glue.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_PLUGIN_H
#define MSP_PLUGIN_H

/* Where to report msp's bugs: the help text and -fplugin-arg-msp-version
   say it (README.md and doc/msp.texi, "Reporting bugs", say what to
   send).  msp has no address of its own to give; whoever builds it for
   others names theirs, as GCC's --with-bugurl does: make
   MSP_BUGURL=URL.  */
#ifndef MSP_BUGURL
#define MSP_BUGURL "the issue tracker of the msp sources this was built from"
#endif

/* -fplugin-arg-msp-remarks=WORD.  */
enum msp_remarks
{
  MSP_REMARKS_NONE,
  MSP_REMARKS_MISSED,
  MSP_REMARKS_OPTIMIZED,
  MSP_REMARKS_ALL
};

/* The arguments about msp itself rather than its analysis (those are
   msp_opts, core/msp.h).  */
struct msp_plugin_options
{
  int help;		/* Print the help text.  */
  int version;		/* Print the version.  */
  int disable;		/* Register nothing.  */
  int summary;		/* One line per offload image (summary.cc).  */
  int remarks;		/* enum msp_remarks: -fopt-info for msp alone.  */
  int debug_ice;	/* An internal compiler error, for the testsuite.  */
};

extern struct msp_plugin_options msp_plugin_opts;

/* plugin/args.cc.  */
extern bool msp_parse_args (const struct plugin_name_args *);
extern const char *msp_help_text (void);
extern void msp_print_requested_info (const struct plugin_gcc_version *,
				      const char *);
extern bool msp_local_arg_p (const char *);

/* plugin/host-link.cc.  */
extern void msp_host_link_check (const struct plugin_name_args *);

/* plugin/summary.cc.  */
extern void msp_summary_init (const char *);

/* plugin/host.cc.  */
extern int msp_host_init (struct plugin_name_args *,
			  const struct plugin_gcc_version *);

/* plugin/passes.cc: the passes plugin_init registers.  */
extern gimple_opt_pass *make_pass_msp_early (gcc::context *);
extern gimple_opt_pass *make_pass_msp_late (gcc::context *);
extern simple_ipa_opt_pass *make_pass_ipmsp (gcc::context *);
extern rtl_opt_pass *make_pass_msp_rtl (gcc::context *);
extern rtl_opt_pass *make_pass_msp_frame (gcc::context *);
extern rtl_opt_pass *make_pass_msp_frame_end (gcc::context *);

#endif /* MSP_PLUGIN_H */
