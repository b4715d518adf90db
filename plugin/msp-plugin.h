/* msp-plugin.h -- the plugin's glue.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_PLUGIN_H
#define MSP_PLUGIN_H

/* plugin/args.cc.  */
extern bool msp_parse_args (const struct plugin_name_args *);
extern const char *msp_help_text (void);

/* plugin/host.cc.  */
extern int msp_host_init (struct plugin_name_args *);

/* plugin/passes.cc: the passes plugin_init registers.  */
extern gimple_opt_pass *make_pass_msp_early (gcc::context *);
extern gimple_opt_pass *make_pass_msp_late (gcc::context *);
extern simple_ipa_opt_pass *make_pass_ipmsp (gcc::context *);
extern rtl_opt_pass *make_pass_msp_rtl (gcc::context *);
extern rtl_opt_pass *make_pass_msp_frame (gcc::context *);
extern rtl_opt_pass *make_pass_msp_frame_end (gcc::context *);

#endif /* MSP_PLUGIN_H */
