/* checks.h -- warnings about operations PTX cannot do.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_CHECKS_H
#define MSP_CHECKS_H

#include "core/lattice.h"

extern void msp_check_atomic (gimple *, msp_mask);
extern void msp_check_store (gimple *, msp_mask);

#endif /* MSP_CHECKS_H */
