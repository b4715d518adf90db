/* callgraph.h -- the functions of the offload unit.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   What GCC's cgraph says of the unit's functions: which ones msp
   walks, which a call calls, whether their callers are all known, and
   whether the unit is the whole device program (callgraph.cc).  */

#ifndef MSP_CALLGRAPH_H
#define MSP_CALLGRAPH_H

extern bool msp_entry_function_p (const_tree);
extern void msp_unit_functions (vec<cgraph_node *> *);
extern void msp_declare_variants (tree, vec<tree> *);
extern cgraph_node *msp_direct_callee (gcall *);
extern cgraph_node *msp_callee_with_body (gcall *);
extern bool msp_callers_visible_p (cgraph_node *);
extern bool msp_never_called_p (cgraph_node *);
extern bool msp_library_may_call_p (cgraph_node *);
extern bool msp_whole_program_p (void);

#endif /* MSP_CALLGRAPH_H */
