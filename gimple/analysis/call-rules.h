/* call-rules.h -- the rules of calls: what a call returns, what it writes.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_CALL_RULES_H
#define MSP_CALL_RULES_H

#include "gimple/analysis/masks.h"

extern msp_mask msp_call_mask (const msp_fn_ctx *, gcall *,
			       const msp_masks &);
extern void msp_call_masks (const msp_fn_ctx *, gcall *, const msp_masks &,
			    msp_mask *, msp_mask *);
extern msp_mask msp_call_bits (const msp_fn_ctx *, gcall *,
			       const msp_masks &);
extern msp_mask msp_callee_writes (gcall *, const msp_masks &,
				   const char **, bool);
extern bool msp_callee_may_write_p (gcall *);

#endif /* MSP_CALL_RULES_H */
