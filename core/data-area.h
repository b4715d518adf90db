/* data-area.h -- the data areas of the nvptx backend.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_DATA_AREA_H
#define MSP_DATA_AREA_H

/* core/data-area.cc.  */
extern unsigned char msp_symbol_mask (const_rtx);
extern bool msp_gang_private_p (const_tree);
extern unsigned char msp_decl_area_mask (tree);

#endif /* MSP_DATA_AREA_H */
