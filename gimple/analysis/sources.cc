/* sources.cc -- where pointers of GCC offload code come from: parameters
   and loads.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Each function here gives the mask of one kind of pointer source, and
   each rule names the GCC 12 or libgomp fact it rests on: the incoming
   value of a parameter (msp_default_def_masks), what memory read through
   a pointer holds (msp_read_through_mask), a load (msp_load_mask).  A
   wrong space is a silent miscompile, so anything not covered is
   MSP_UNKNOWN.  The other roots are a declaration's address (decls.cc)
   and a call's result (call-rules.cc).  The facts that need the whole
   unit (parameters, results, frames, what memory holds) come from
   gimple/ipa/propagate.cc, through core/facts.h; the rules that carry the
   masks through operations are rules.cc's.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/callgraph.h"
#include "core/facts.h"
#include "gimple/analysis/blocks.h"
#include "gimple/analysis/decls.h"
#include "gimple/analysis/sources.h"

/* The masks of the value of the default definition NAME in the function
   CTX describes, into *DATA and *IMPLICIT: a parameter's incoming value,
   or an uninitialised variable.  */

void
msp_default_def_masks (const msp_fn_ctx *ctx, tree name, msp_mask *data,
		       msp_mask *implicit)
{
  function *fun = ctx->fun;
  tree var = SSA_NAME_VAR (name);

  *implicit = MSP_EMPTY;
  if (var == NULL_TREE || TREE_CODE (var) == VAR_DECL)
    {
      /* Reading an uninitialised variable is undefined; it points
	 nowhere.  */
      *data = MSP_EMPTY;
      return;
    }

  if (TREE_CODE (var) == PARM_DECL && msp_passed_by_reference_p (var))
    {
      /* A register value passed by reference: expand loads it from the
	 caller's copy (assign_parm_setup_reg), which holds what the
	 caller stored there (propagate.cc counts that store).  */
      *data = msp_opts.track_indir_load ? ctx->memory : MSP_UNKNOWN;
      return;
    }

  if (TREE_CODE (var) == PARM_DECL)
    {
      unsigned i = 0;
      for (tree p = DECL_ARGUMENTS (fun->decl); p; p = DECL_CHAIN (p), i++)
	if (p == var)
	  {
	    *data = msp_param_mask (fun->decl, i);
	    *implicit = msp_param_implicit (fun->decl, i);
	    return;
	  }
    }

  if (TREE_CODE (var) == RESULT_DECL)
    {
      /* A by-reference result: the address of the caller's return
	 slot.  */
      *data = msp_retslot_mask (fun->decl);
      return;
    }

  *data = MSP_UNKNOWN;
}

/* The mask of a value read from the memory a pointer of mask PTR_MASK
   points into, in the function CTX describes (NULL: anywhere in the
   unit).  */

msp_mask
msp_read_through_mask (const msp_fn_ctx *ctx, msp_mask ptr_mask)
{
  if (ptr_mask & MSP_FOREIGN)
    return MSP_UNKNOWN | MSP_FOREIGN;
  if (!msp_opts.track_indir_load)
    return MSP_UNKNOWN;
  return ctx ? ctx->memory : msp_memory_mask ();
}

/* If REF is a reference into a kernel's offload data block (memory the
   kernel's parameter points to) in the function CTX describes, return
   true.  */

bool
msp_entry_block_ref_p (const msp_fn_ctx *ctx, tree ref)
{
  tree base = get_base_address (ref);

  if (!base || TREE_CODE (base) != MEM_REF)
    return false;
  tree ptr = TREE_OPERAND (base, 0);
  return (TREE_CODE (ptr) == SSA_NAME
	  && SSA_NAME_IS_DEFAULT_DEF (ptr)
	  && SSA_NAME_VAR (ptr)
	  && TREE_CODE (SSA_NAME_VAR (ptr)) == PARM_DECL
	  && msp_entry_function_p (ctx->fun->decl));
}

/* True if BASE, the base of a memory reference, is a MEM_REF of the
   incoming value of the data parameter of a function only libgomp
   calls back, in the function CTX describes.  */

static bool
callback_block_ref_p (const msp_fn_ctx *ctx, tree base)
{
  if (ctx == NULL || TREE_CODE (base) != MEM_REF)
    return false;
  tree ptr = TREE_OPERAND (base, 0);
  tree parm = DECL_ARGUMENTS (ctx->fun->decl);
  return (parm && TREE_CODE (ptr) == SSA_NAME
	  && SSA_NAME_IS_DEFAULT_DEF (ptr) && SSA_NAME_VAR (ptr) == parm
	  && msp_fn_callback_p (ctx->fun->decl));
}

/* The bits that REF, a reference into the data block of the callback
   CTX describes based at BASE (callback_block_ref_p), may read: those
   stored into the bits it reads, or into any if they are not known.  */

static msp_mask
callback_block_load_mask (const msp_fn_ctx *ctx, tree ref, tree base)
{
  HOST_WIDE_INT offset, size;

  if (msp_block_extent (ref, base, &offset, &size))
    return msp_callback_block_mask (ctx->fun->decl, offset, size);
  return msp_callback_block_mask (ctx->fun->decl, 0, -1);
}

/* The mask of a value loaded from the memory reference REF.

   Memory the offload unit reads is written by the host and libgomp's
   host side (mapped data, the data blocks), by static initialisers and
   by the unit's own code, and library data by the libraries.  propagate.cc
   proves, by induction over the stores, that the first three only ever
   hold pointer bits of msp_memory_mask (global alone, when the unit
   stores no other pointers); library data is reached only through
   foreign pointers (lattice.h) and library variables, whose loads are
   unknown and foreign.  */

msp_mask
msp_load_mask (const msp_fn_ctx *ctx, tree ref, const msp_masks &masks)
{
  if (!msp_opts.track_indir_load)
    return MSP_UNKNOWN;

  if (msp_opts.param_always_point_to_global
      && msp_entry_block_ref_p (ctx, ref))
    /* The host side of libgomp fills the data block: device addresses
       of mapped data (global), host values of firstprivate pointers
       (host memory, which a kernel can only reach as global memory) and
       device pointers (omp_target_alloc, acc_malloc: global), and
       whatever it read back from device memory: the .const addresses a
       kernel stored there stay valid, as the module does.  None can
       point into the .shared or .local memory of a kernel that has not
       started yet.  msp_block_mask adds what the unit's own code stores
       into data blocks, and the .const bits of the memory mask
       (propagate.cc).  */
    return msp_block_mask ();

  tree base = get_base_address (ref);
  if (base == NULL_TREE)
    return MSP_UNKNOWN;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    {
      tree ptr = TREE_OPERAND (base, 0);
      msp_mask m = msp_operand_mask (ptr, masks);
      if (TREE_CODE (ptr) == ADDR_EXPR)
	base = get_base_address (TREE_OPERAND (ptr, 0));
      else if (callback_block_ref_p (ctx, base))
	/* What the stores into the callback's data blocks stored there
	   (summarise.cc), and what memory holds.  */
	return (msp_read_through_mask (ctx, m)
		& callback_block_load_mask (ctx, ref, base));
      else
	return msp_read_through_mask (ctx, m);
    }
  if (base && VAR_P (base) && DECL_EXTERNAL (base))
    return MSP_UNKNOWN | MSP_FOREIGN;
  if (base && msp_link_pointer_p (base) && ref == base)
    /* The link pointer of a "declare target link" variable: the device
       address of its mapped copy (decls.cc), whatever the rest of
       memory holds.  */
    return MSP_GLOBAL;
  return msp_read_through_mask (ctx, MSP_EMPTY);
}
