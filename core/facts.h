/* facts.h -- the facts ipmsp proves about the offload unit: queries.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The read-only interface over the unit's facts (facts.cc): what the
   incoming values of a function's parameters, its results, its return
   slot and its frame may point into, the contexts it runs in, and what
   memory and the kernels' data blocks hold.  Only the propagation
   (propagate.cc, through facts-update.h) writes them.

   Lifetime.  Before ipmsp has run, and for a function made after it,
   every query gives its default, the answer that holds for any caller
   (unknown, but what GCC alone tells: a kernel's data block, a frame
   under soft stacks).  While ipmsp runs they give the facts known so
   far, which only grow; from the end of ipmsp to the end of the
   compilation they are final.  A clone inherits its original's facts
   and a removed function takes its own with it (function_summary's
   hooks), so no query depends on when it is asked.  The call sites'
   facts (msp_site_args) live only until the end of ipmsp.  */

#ifndef MSP_FACTS_H
#define MSP_FACTS_H

#include "core/lattice.h"

/* The contexts a function may run in.  */
#define MSP_CTX_PLAIN	1	/* Soft stack in global memory.  */
#define MSP_CTX_SIMT	2	/* Soft stack in SIMT storage (.local).  */

/* What memory the unit reads, and a kernel's data block, may hold.  */
extern msp_mask msp_memory_mask (void);
extern msp_mask msp_block_mask (void);
extern bool msp_unit_stdarg_p (void);

/* A function's parameters, results and frame.  */
extern msp_mask msp_param_mask (tree, unsigned);
extern msp_mask msp_param_implicit (tree, unsigned);
extern msp_mask msp_return_mask (tree);
extern msp_mask msp_return_implicit (tree);
extern msp_mask msp_retslot_mask (tree);
extern msp_mask msp_fn_frame_mask (tree);
extern unsigned msp_fn_contexts (tree);
extern bool msp_fn_callers_known_p (tree);
extern bool msp_fn_callback_p (tree);
extern msp_mask msp_callback_block_mask (tree, HOST_WIDE_INT,
					 HOST_WIDE_INT);
extern bool msp_unit_analysed_p (tree);
extern tree msp_callee_with_facts (gcall *);

/* The call sites the last analysis saw, until the end of ipmsp.  */
extern const vec<msp_mask> *msp_site_args (cgraph_edge *, unsigned *);

extern void msp_dump_unit (FILE *);
extern void debug_msp_facts (tree);

#endif /* MSP_FACTS_H */
