/* rewrite.h -- the intra-procedural passes' work.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_REWRITE_H
#define MSP_REWRITE_H

extern unsigned msp_rewrite_function (function *, bool, bool);

#endif /* MSP_REWRITE_H */
