/* atomics.h -- atomic operations and nvptx builtins.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_ATOMICS_H
#define MSP_ATOMICS_H

extern bool msp_nvptx_builtin_p (const gcall *, const char *);
extern bool msp_atomic_call_p (const gcall *, unsigned *, unsigned *);
extern bool msp_atomic_inline_p (const gcall *, function *);
extern bool msp_set_atomic_pointer (gimple_stmt_iterator *, tree);

#endif /* MSP_ATOMICS_H */
