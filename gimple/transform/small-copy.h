/* small-copy.h -- small block copies as loads and stores.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_SMALL_COPY_H
#define MSP_SMALL_COPY_H

/* One block of a copy: the bytes from OFFSET bytes past the pointer
   PTR on, plus VAR bytes where VAR is not null (a variable offset, a
   sizetype expression not yet in GIMPLE: msp_block_pointer).  */

struct msp_block
{
  tree ptr;
  tree var;
  HOST_WIDE_INT offset;
};

/* A copy msp_lower_small_copy can make pieces: its destination and
   source blocks, its size LEN in bytes and the alignment ALIGN in bytes
   both blocks have.  Where TEST_ALIGN is not 0, it can make them only
   at that alignment, which a run-time test of the pointers must show
   first (msp_test_small_copy).  */

struct msp_small_copy
{
  struct msp_block dst, src;
  unsigned HOST_WIDE_INT len;
  unsigned align;
  unsigned test_align;
};

extern bool msp_small_copy_p (gimple *, struct msp_small_copy *);
extern tree msp_block_pointer (gimple_stmt_iterator *, struct msp_block *);
extern unsigned msp_lower_small_copy (gimple_stmt_iterator *,
				      const struct msp_small_copy *, bool);
extern void msp_test_small_copy (gimple_stmt_iterator *,
				 const struct msp_small_copy *, tree *);

#endif /* MSP_SMALL_COPY_H */
