/* census.h -- the census of memory accesses in dumps.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_CENSUS_H
#define MSP_CENSUS_H

extern void msp_dump_options (FILE *);
extern void msp_census_function (function *, FILE *);

#endif /* MSP_CENSUS_H */
