/* simt.h -- SIMT regions of a function.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_SIMT_H
#define MSP_SIMT_H

/* One SIMT region of a function: what an ENTER_ALLOC call reaches
   before its EXIT call.  */
struct msp_simt_region
{
  /* The block of the ENTER_ALLOC call.  */
  basic_block enter;
  /* The blocks with statements of the region, and those of them where
     it ends, with its EXIT call.  */
  auto_bitmap blocks;
  auto_bitmap exits;
};

/* What simt.cc finds in a function with SIMT constructs.  */
struct msp_simt_info
{
  ~msp_simt_info ();
  /* The calls inside SIMT regions.  */
  hash_set<gimple *> calls;
  /* The regions that may run on nvptx.  */
  auto_vec<msp_simt_region *> regions;
  /* The blocks only the SIMD version of a simd loop reaches, which never
     runs on nvptx.  */
  auto_bitmap dead;
};

extern msp_simt_info *msp_simt_analyse (function *);
extern bool msp_simt_block_p (msp_simt_info *, basic_block);
extern unsigned msp_call_contexts (msp_simt_info *, gcall *, unsigned, bool);
extern unsigned msp_final_call_context (msp_simt_info *, gcall *,
					unsigned);

#endif /* MSP_SIMT_H */
