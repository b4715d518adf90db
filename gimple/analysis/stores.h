/* stores.h -- what a statement stores into memory.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_STORES_H
#define MSP_STORES_H

#include "gimple/analysis/masks.h"

extern msp_mask msp_stmt_stores (const msp_fn_ctx *, gimple *,
				 const msp_masks &, msp_mask, msp_mask *,
				 const char **, bool);

#endif /* MSP_STORES_H */
