/* fn-ctx.h -- the context a function is resolved in.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   What the rules of gimple/analysis/ are asked in, besides the
   statements of the function: the one context type of the layer, apart
   from the masks (masks.h) and the rules (decls.h, sources.h) that read
   it, so that none of them includes another for it.  */

#ifndef MSP_FN_CTX_H
#define MSP_FN_CTX_H

#include "core/lattice.h"

/* What the resolver needs to know of the function it resolves, besides
   its statements: the one context every rule (rules.cc and the roots,
   sources.cc, call-rules.cc and decls.cc) is asked in.  */
struct msp_fn_ctx
{
  function *fun;
  /* What simt.cc finds in FUN, or NULL.  */
  struct msp_simt_info *simt;
  /* What the memory FUN's loads read holds: msp_memory_mask, or
     MSP_UNKNOWN where FUN's final IL stores more (verify.cc).  */
  msp_mask memory;
  /* The OpenACC private variables the markers of the unit's IL list,
     while they are there (propagate.cc, before oaccdevlow): NULL after.  */
  hash_map<tree, msp_mask> *oacc_privates;
  /* FUN's control dependences (cfganal.cc), where the caller keeps
     them across resolutions of an unchanged CFG, or NULL: msp_resolve
     computes them.  */
  control_dependences *cd;
};

#endif /* MSP_FN_CTX_H */
