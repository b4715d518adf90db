/* team-shared.h -- team-level arrays of OpenMP target bodies in .shared.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_TEAM_SHARED_H
#define MSP_TEAM_SHARED_H

extern unsigned msp_promote_team_arrays (FILE *, vec<cgraph_node *> &);
extern void msp_team_array_counts (unsigned *, unsigned *);
extern unsigned HOST_WIDE_INT msp_team_shared_budget (unsigned HOST_WIDE_INT);

#endif /* MSP_TEAM_SHARED_H */
