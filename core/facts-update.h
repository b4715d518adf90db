/* facts-update.h -- the unit's facts, as the propagation writes them.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   For the propagation of ipmsp (propagate.cc) alone: every other reader
   asks facts.h.  Each fact only grows while an analysis runs
   (msp_facts_begin starts one over).  */

#ifndef MSP_FACTS_UPDATE_H
#define MSP_FACTS_UPDATE_H

#include "core/lattice.h"

/* The bits stored into SIZE bits of a data block at bit OFFSET.  */

struct msp_block_part
{
  HOST_WIDE_INT offset;
  HOST_WIDE_INT size;
  msp_mask mask;
};

/* What msp knows of one function of the unit (see facts.h for when).  */

struct msp_fn_summary
{
  msp_fn_summary ()
    : params (vNULL), params_implicit (vNULL), block_parts (vNULL),
      ret (MSP_EMPTY),
      ret_implicit (MSP_EMPTY), retslot (MSP_EMPTY), cond (MSP_EMPTY),
      contexts (0), callers_known (false), callback (false),
      block (MSP_EMPTY)
  {}
  ~msp_fn_summary ()
  {
    params.release ();
    params_implicit.release ();
    block_parts.release ();
  }

  /* Forget every fact: the summary of a function not analysed yet.  */
  void reset ()
  {
    params.release ();
    params_implicit.release ();
    block_parts.release ();
    ret = ret_implicit = retslot = cond = block = MSP_EMPTY;
    contexts = 0;
    callers_known = callback = false;
  }

  /* Take the facts of FROM (a clone's of its original's).  */
  void copy_from (const msp_fn_summary &from)
  {
    reset ();
    params = from.params.copy ();
    params_implicit = from.params_implicit.copy ();
    block_parts = from.block_parts.copy ();
    ret = from.ret;
    ret_implicit = from.ret_implicit;
    retslot = from.retslot;
    cond = from.cond;
    contexts = from.contexts;
    callers_known = from.callers_known;
    callback = from.callback;
    block = from.block;
  }

  /* The data masks (resolve.cc) of the incoming values of its
     parameters, in the order of DECL_ARGUMENTS; for a parameter passed
     by reference, of the storage it refers to.  Their implicit
     masks.  */
  vec<msp_mask> params;
  vec<msp_mask> params_implicit;
  /* For a callback: the bits stored into its data blocks at known
     places (summarise.cc, note_block_store).  */
  vec<msp_block_part> block_parts;
  /* The data and implicit masks of what it returns.  */
  msp_mask ret;
  msp_mask ret_implicit;
  /* The mask of its return slot, when it returns in memory.  */
  msp_mask retslot;
  /* The masks of the conditions that decide whether it is called.  */
  msp_mask cond;
  /* The contexts it may run in (MSP_CTX_*).  */
  unsigned char contexts;
  /* Its callers are all known: direct calls, or GOMP_parallel* calls
     (CALLBACK).  */
  bool callers_known;
  bool callback;
  /* For a callback: the bits stored into its data blocks at places
     not known, which a load from any place may read; MSP_BLOCK_ANY
     when msp does not see every store into them (summarise.cc).  */
  msp_mask block;
};

/* What a data block may hold when msp does not know its stores.  */
#define MSP_BLOCK_ANY (MSP_UNKNOWN | MSP_FOREIGN)

/* What the last analysis of a direct call of a function of the unit
   saw: the masks of its arguments and the contexts it runs in.  */

struct msp_call_site
{
  msp_call_site () : args (vNULL), contexts (0) {}
  ~msp_call_site () { args.release (); }

  vec<msp_mask> args;
  unsigned char contexts;
};

/* The unit-wide facts (facts.h).  */

struct msp_unit_summary
{
  msp_mask memory;
  msp_mask block;
  /* A function of the unit takes variadic arguments (va_start): the
     unnamed arguments of calls may be read in the unit.  */
  bool stdarg;
  /* What first stored bits outside global memory, and where.  */
  const char *why;
  const char *where;
};

extern void msp_facts_begin (msp_mask, msp_mask);
extern msp_fn_summary *msp_facts_create (cgraph_node *);
extern msp_fn_summary *msp_facts_of (tree);
extern msp_call_site *msp_facts_site (cgraph_edge *);
extern msp_unit_summary *msp_facts_unit (void);
extern void msp_facts_end_ipmsp (void);

extern msp_mask msp_default_param_mask (tree, unsigned);
extern msp_mask msp_default_param_implicit (tree, msp_mask);

#endif /* MSP_FACTS_UPDATE_H */
