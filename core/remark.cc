/* remark.cc -- msp's remarks for -fopt-info.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#include "core/msp-gcc.h"
#include "core/remark.h"

/* Emit MSG, a remark of KIND (MSG_MISSED_OPTIMIZATION or
   MSG_OPTIMIZED_LOCATIONS), at LOC, for -fopt-info.  GCC opens a
   stream for the remarks of a pass whose optinfo group -fopt-info
   selects: msp-early and msp-late are in OPTGROUP_OTHER, which every
   -fopt-info without a group selects, ipmsp in OPTGROUP_IPA too
   (plugin/passes.cc; GCC's passes.cc, register_one_dump_file, would
   give them these groups anyway).  dump_printf_loc writes a remark to
   the pass's dump file as well when the file's flags have KIND, as
   -details gives them (dumpfile.cc, dump_context::dump_loc_immediate);
   msp's dumps keep their content, so the dump file is hidden
   meanwhile.  */

void
msp_remark (dump_flags_t kind, const dump_user_location_t &loc,
	    const char *msg)
{
  FILE *saved = dump_file;

  dump_file = NULL;
  dump_printf_loc (kind, loc, "%s\n", msg);
  dump_file = saved;
}
