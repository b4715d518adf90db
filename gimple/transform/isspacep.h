/* isspacep.h -- folding isspacep tests.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_ISSPACEP_H
#define MSP_ISSPACEP_H

extern bool msp_fold_isspacep (gimple_stmt_iterator *);

#endif /* MSP_ISSPACEP_H */
