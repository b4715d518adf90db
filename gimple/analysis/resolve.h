/* resolve.h -- the resolver: the masks of a function's SSA names.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_RESOLVE_H
#define MSP_RESOLVE_H

#include "gimple/analysis/masks.h"

extern void msp_resolve (const msp_fn_ctx *, msp_masks *,
			 vec<msp_mask> * = NULL);

#endif /* MSP_RESOLVE_H */
