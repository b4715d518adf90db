/* callbacks.h -- the functions libgomp calls back.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_CALLBACKS_H
#define MSP_CALLBACKS_H

/* A call hands libgomp the function in its argument FN_ARG; libgomp
   passes its first NPARAMS parameters argument PARAM_ARG[i] of the call
   (none if -1), or, with PARAM_COPY[i], also a copy of it in its own
   frame or on its heap.  */
struct msp_callback
{
  int fn_arg;
  int nparams;
  int param_arg[2];
  bool param_copy[2];
};

extern int msp_callbacks_of (const gcall *, struct msp_callback *);
extern bool msp_callback_only_p (cgraph_node *);

#endif /* MSP_CALLBACKS_H */
