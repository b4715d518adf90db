/* idle-lanes.h -- a remark where a loop leaves a warp's lanes idle.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_IDLE_LANES_H
#define MSP_IDLE_LANES_H

extern void msp_remark_idle_lanes (function *);

#endif /* MSP_IDLE_LANES_H */
