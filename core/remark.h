/* remark.h -- msp's remarks for -fopt-info.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_REMARK_H
#define MSP_REMARK_H

extern void msp_remark (dump_flags_t, const dump_user_location_t &,
			const char *);

#endif /* MSP_REMARK_H */
