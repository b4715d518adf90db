/* edge-consts.h -- the constant an SSA name equals on a CFG edge.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_EDGE_CONSTS_H
#define MSP_EDGE_CONSTS_H

extern tree msp_edge_constant (tree, edge);

#endif /* MSP_EDGE_CONSTS_H */
