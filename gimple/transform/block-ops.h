/* block-ops.h -- block moves that stay generic.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_BLOCK_OPS_H
#define MSP_BLOCK_OPS_H

extern bool msp_block_op_generic_p (gimple *, tree);

#endif /* MSP_BLOCK_OPS_H */
