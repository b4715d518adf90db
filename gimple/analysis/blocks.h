/* blocks.h -- the data blocks of parallel regions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_BLOCKS_H
#define MSP_BLOCKS_H

/* A local variable the current function hands a callback as its data
   block.  */
struct msp_block_var
{
  tree var;
  cgraph_node *cb;
};

extern void msp_find_block_vars (function *,
				 hash_set<cgraph_node *> *,
				 vec<msp_block_var> *, vec<cgraph_node *> *);
extern tree msp_block_param (function *);
extern bool msp_block_extent (tree, tree, HOST_WIDE_INT *, HOST_WIDE_INT *);
extern tree msp_block_store_base (gimple *);

#endif /* MSP_BLOCKS_H */
