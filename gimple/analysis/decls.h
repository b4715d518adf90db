/* decls.h -- where a declaration's storage is.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_DECLS_H
#define MSP_DECLS_H

#include "gimple/analysis/fn-ctx.h"

extern bool msp_tracked_type_p (const_tree);
extern bool msp_passed_by_reference_p (const_tree);
extern bool msp_type_passed_by_reference_p (tree);
extern msp_mask msp_decl_mask (const_tree, const msp_fn_ctx *);
extern bool msp_link_pointer_p (const_tree);
extern bool msp_variable_index_p (tree);

#endif /* MSP_DECLS_H */
