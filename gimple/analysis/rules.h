/* rules.h -- the rules that carry masks through statements.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_RULES_H
#define MSP_RULES_H

#include "gimple/analysis/masks.h"

extern tree msp_stmt_masks (const msp_fn_ctx *, gimple *, const msp_masks &,
			    msp_mask *, msp_mask *);
extern void msp_phi_arg_masks (gphi *, unsigned, const msp_masks &,
			       msp_mask *, msp_mask *);
extern msp_mask msp_branch_bits (basic_block, const msp_masks &);
extern tree msp_asm_copy_input (gimple *);
extern bool msp_asm_blank_p (gimple *);
extern gasm *msp_build_asm_copy (tree, tree);

#endif /* MSP_RULES_H */
