/* masks.h -- one function's masks.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_MASKS_H
#define MSP_MASKS_H

#include "core/spaces.h"
#include "gimple/analysis/fn-ctx.h"

/* The reads of a table of masks the resolver is filling (resolve.cc):
   the accessors of masks.cc tell it which name's masks were read, so
   that it visits the reader again when they grow.  */
class msp_mask_reads
{
public:
  virtual void note (unsigned version) = 0;
};

/* The masks of one function's SSA names, indexed by SSA_NAME_VERSION
   (resolve.cc): DATA, the spaces of the pointers a value may be a copy
   of, which an access through it may reach, and IMPLICIT, those of the
   pointers whose bits reached it otherwise (conditions, offsets,
   addresses loaded from).  The bits a value carries are both.  CTX is
   the context they were resolved in, which the rules for declarations
   read.  RESOLVED: msp_resolve has finished them; only then may
   anything but the resolver read them (with -fchecking, the accessors
   check it).  READS: while msp_resolve fills them, what notes the
   reads.  */
struct msp_masks
{
  vec<msp_mask> data;
  vec<msp_mask> implicit;
  const msp_fn_ctx *ctx;
  bool resolved;
  msp_mask_reads *reads;

  void release () { data.release (); implicit.release (); resolved = false; }
};

extern msp_mask msp_operand_mask (tree, const msp_masks &);
extern msp_mask msp_name_implicit (tree, const msp_masks &);
extern msp_mask msp_address_mask (tree, const msp_masks &);
extern msp_mask msp_value_mask (tree, const msp_masks &);
extern msp_mask msp_value_bits (tree, const msp_masks &);
extern msp_mask msp_value_implicit (tree, const msp_masks &);
extern msp_mask msp_address_implicit (tree, const msp_masks &);
extern void msp_dump_masks (FILE *, function *, const msp_masks &);
extern void debug_msp_masks (function *, const msp_masks &);

#endif /* MSP_MASKS_H */
