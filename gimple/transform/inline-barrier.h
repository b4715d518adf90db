/* inline-barrier.h -- OpenMP team barriers as one PTX barrier.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_INLINE_BARRIER_H
#define MSP_INLINE_BARRIER_H

extern void msp_barrier_unit_check (void);
extern const char *msp_barrier_unit_why (void);
extern const char *msp_barrier_fence_why (tree);
extern const char *msp_barrier_nest_why (void);
extern unsigned msp_inline_barriers (function *);

#endif /* MSP_INLINE_BARRIER_H */
