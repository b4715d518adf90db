/* data-block.h -- the data block of an outlined OpenMP body, read-only.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_DATA_BLOCK_H
#define MSP_DATA_BLOCK_H

extern unsigned msp_mark_readonly_block (function *);
extern unsigned msp_hoist_block_loads (function *);

#endif /* MSP_DATA_BLOCK_H */
