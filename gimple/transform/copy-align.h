/* copy-align.h -- the alignment of the addresses msp's copies hide.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_COPY_ALIGN_H
#define MSP_COPY_ALIGN_H

extern unsigned msp_align_copies (function *);

#endif /* MSP_COPY_ALIGN_H */
