/* roots.h -- a value as a sum of the pointers it was computed from.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_ROOTS_H
#define MSP_ROOTS_H

#include "gimple/analysis/masks.h"

extern bool msp_same_root_p (tree, tree, const msp_masks &, msp_mask *);
extern bool msp_pointer_value_p (tree, const msp_masks &);
extern bool msp_pointer_plus_number_p (tree, const msp_masks &, msp_mask *);

#endif /* MSP_ROOTS_H */
