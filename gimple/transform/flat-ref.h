/* flat-ref.h -- a pointer plus a variable offset, and a reference
   through it.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_FLAT_REF_H
#define MSP_FLAT_REF_H

extern tree msp_offset_pointer (gimple_stmt_iterator *, tree, tree);
extern tree msp_flat_mem_ref (gimple_stmt_iterator *, tree, tree, tree,
			      const poly_offset_int &, int, tree *);

#endif /* MSP_FLAT_REF_H */
