/* sources.h -- where pointers come from: parameters and loads.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The roots of the resolution (sources.cc): what a parameter's incoming
   value and a load may point into, in the function a context describes.
   A declaration's address is decls.h's, a call's result call-rules.h's.  */

#ifndef MSP_SOURCES_H
#define MSP_SOURCES_H

#include "gimple/analysis/masks.h"

extern void msp_default_def_masks (const msp_fn_ctx *, tree, msp_mask *,
				   msp_mask *);
extern msp_mask msp_read_through_mask (const msp_fn_ctx *, msp_mask);
extern msp_mask msp_load_mask (const msp_fn_ctx *, tree, const msp_masks &);
extern bool msp_entry_block_ref_p (const msp_fn_ctx *, tree);

#endif /* MSP_SOURCES_H */
