/* msp.h -- declarations shared by the layers of msp.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_H
#define MSP_H

/* The plugin's version, printed by --help and --version.  */
#define MSP_VERSION "0.1"

/* What -fplugin-arg-msp-dump asks for.  */
enum msp_dump_level
{
  MSP_DUMP_NONE,	/* Only what -fdump-tree-all/-fdump-ipa-all ask.  */
  MSP_DUMP_SUMMARY,	/* msp's own dumps, without details.  */
  MSP_DUMP_DETAILS	/* msp's own dumps, with details.  */
};

/* The values of the -fplugin-arg-msp-* arguments (plugin/args.cc).  */
struct msp_options
{
  int dump;		/* enum msp_dump_level.  */
};

extern struct msp_options msp_opts;

/* plugin/args.cc.  */
extern bool msp_parse_args (const struct plugin_name_args *);
extern const char *msp_help_text (void);

/* gimple/passes.cc: the passes plugin_init registers.  */
extern gimple_opt_pass *make_pass_msp_early (gcc::context *);
extern gimple_opt_pass *make_pass_msp_late (gcc::context *);
extern simple_ipa_opt_pass *make_pass_ipmsp (gcc::context *);

/* gimple/census.cc.  */
extern void msp_dump_options (FILE *);
extern void msp_census_function (function *, FILE *);

#endif /* MSP_H */
