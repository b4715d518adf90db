/* verify.h -- the checker of the unit's facts (-fchecking).
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_VERIFY_H
#define MSP_VERIFY_H

#include "gimple/analysis/masks.h"

extern bool msp_check_memory (const msp_fn_ctx *, const msp_masks &, bool);
extern bool msp_recheck_memory (msp_fn_ctx *, msp_masks *);
extern void msp_verify_gimple (const msp_fn_ctx *, const msp_masks &);
extern void msp_fact_violated (const char *, msp_mask, msp_mask, gimple *,
			       rtx_insn *);

#endif /* MSP_VERIFY_H */
