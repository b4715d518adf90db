/* resolve.h -- the intra-procedural state-space resolver.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_RESOLVE_H
#define MSP_RESOLVE_H

#include "lattice.h"

/* The masks of one function's SSA names, indexed by SSA_NAME_VERSION.
   Names msp does not track (non-pointers narrower than a pointer, floats,
   aggregates) stay MSP_EMPTY.  */
typedef vec<msp_mask> msp_masks;

/* gimple/sources.cc: where pointers come from.  */
extern bool msp_tracked_type_p (const_tree);
extern bool msp_entry_function_p (const_tree);
extern msp_mask msp_decl_mask (const_tree);
extern msp_mask msp_automatic_mask (void);
extern msp_mask msp_default_def_mask (function *, tree);
extern msp_mask msp_call_mask (gcall *, const msp_masks &);
extern msp_mask msp_load_mask (gimple *, tree, const msp_masks &);

/* gimple/atomics.cc: atomic operations and nvptx builtins.  */
extern bool msp_nvptx_builtin_p (const gcall *, const char *);
extern bool msp_atomic_call_p (const gcall *, unsigned *, unsigned *);
extern bool msp_set_atomic_pointer (gimple_stmt_iterator *, tree);

/* gimple/resolve.cc.  */
extern msp_mask msp_operand_mask (tree, const msp_masks &);
extern msp_mask msp_address_mask (tree, const msp_masks &);
extern void msp_resolve (function *, msp_masks *);
extern void msp_dump_masks (FILE *, function *, const msp_masks &);

/* gimple/callbacks.cc: parameters of functions libgomp calls back.  */
extern msp_mask msp_callback_param_mask (tree);
extern void msp_compute_callback_params (FILE *);

/* gimple/unit.cc: does the unit ever store a pointer that may point
   outside global memory?  */
extern bool msp_unit_stores_only_global;
extern void msp_check_unit_stores (FILE *);

#endif /* MSP_RESOLVE_H */
