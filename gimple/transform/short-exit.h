/* short-exit.h -- exit tests that 32-bit addresses decide exactly.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_SHORT_EXIT_H
#define MSP_SHORT_EXIT_H

extern tree msp_constant_step_iv (tree, gassign **);
extern bool msp_short_exit_test_p (gcond *, tree *, tree *);

#endif /* MSP_SHORT_EXIT_H */
