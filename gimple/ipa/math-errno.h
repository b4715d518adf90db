/* math-errno.h -- math calls of a unit that never reads errno are const.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_MATH_ERRNO_H
#define MSP_MATH_ERRNO_H

extern unsigned msp_math_calls_const (FILE *, vec<cgraph_node *> &);

#endif /* MSP_MATH_ERRNO_H */
