/* cliques.h -- space disjointness for the alias oracle.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_CLIQUES_H
#define MSP_CLIQUES_H

#include "gimple/analysis/masks.h"

extern unsigned msp_set_cliques (function *, const msp_masks &);
extern unsigned msp_mark_readonly (function *);

#endif /* MSP_CLIQUES_H */
