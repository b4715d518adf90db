/* wide-mult.h -- mul.wide for 32-bit indices scaled into 64-bit offsets.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_WIDE_MULT_H
#define MSP_WIDE_MULT_H

extern unsigned msp_wide_mult_registers (function *);

#endif /* MSP_WIDE_MULT_H */
