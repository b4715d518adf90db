/* stores.cc -- what a statement stores into memory.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The one rule for the pointer bits a statement may store into the
   memory the unit reads, which the propagation (propagate.cc) adds to the
   memory mask and the verifier (verify.cc) checks again on the final
   IL: stores, asm that writes memory, arguments passed by reference,
   call results in memory, the OpenACC reductions oaccdevlow will lower,
   and what calls out of the unit write (call-rules.cc).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/facts.h"
#include "gimple/analysis/decls.h"
#include "gimple/analysis/call-rules.h"
#include "gimple/analysis/rules.h"
#include "gimple/analysis/sources.h"
#include "gimple/analysis/stores.h"

/* The pointer bits the .GOACC_REDUCTION call CALL will store once
   oaccdevlow has lowered it (nvptx_goacc_reduction_setup, _fini,
   _teardown): its value (argument 2), and what its receiver (argument 1,
   or null) holds, into the reduction buffers and the receiver.  */

static msp_mask
reduction_stores (const msp_fn_ctx *ctx, gcall *call, const msp_masks &masks,
		  bool implicit)
{
  if (gimple_call_num_args (call) < 3)
    return MSP_UNKNOWN;
  tree val = gimple_call_arg (call, 2);
  msp_mask m = (implicit ? msp_value_bits (val, masks)
		: msp_value_mask (val, masks));
  tree ref = gimple_call_arg (call, 1);
  if (!integer_zerop (ref))
    {
      tree mem = build_simple_mem_ref (ref);
      m |= msp_load_mask (ctx, mem, masks);
      if (implicit)
	m |= msp_address_implicit (mem, masks);
    }
  return m;
}

/* The pointer bits the statement STMT of the function CTX describes may
   store into memory the unit reads, in a block whose condition mask,
   with the function's, is COND (resolve.cc: a store that happens or not
   reveals them, and so does where it stores, msp_address_implicit);
   with what it stores into a kernel's data block in *BLOCK.  Set *WHY
   to what it is when it stores pointer bits.  A call of a function of
   the unit stores what the callee's own statements do.  Without
   IMPLICIT, only the data masks of what it stores (verify.cc).  */

msp_mask
msp_stmt_stores (const msp_fn_ctx *ctx, gimple *stmt, const msp_masks &masks,
		 msp_mask cond, msp_mask *block, const char **why,
		 bool implicit)
{
  msp_mask m = MSP_EMPTY;

  *block = MSP_EMPTY;
  *why = NULL;
  if (gasm *a = dyn_cast <gasm *> (stmt))
    {
      /* An asm writes memory only through memory outputs or a "memory"
	 clobber; then it may write anything, unless it is blank.  */
      bool writes = gimple_asm_clobbers_memory_p (a);
      for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	if (TREE_CODE (TREE_VALUE (gimple_asm_output_op (a, i))) != SSA_NAME)
	  writes = true;
      if (writes && !msp_asm_blank_p (a))
	{
	  *why = "inline asm that writes memory";
	  return MSP_UNKNOWN;
	}
    }
  else if (is_gimple_assign (stmt) && gimple_store_p (stmt)
	   && !gimple_clobber_p (stmt))
    {
      tree rhs = gimple_assign_rhs1 (stmt);
      tree lhs = gimple_assign_lhs (stmt);
      bool load = gimple_assign_load_p (stmt);
      m = (load ? msp_load_mask (ctx, rhs, masks)
	   : msp_value_mask (rhs, masks));
      if (implicit)
	m |= ((load ? msp_address_implicit (rhs, masks)
	       : msp_value_implicit (rhs, masks))
	      | msp_address_implicit (lhs, masks) | cond);
      *why = "store of a pointer that may point outside global memory";
      if (msp_entry_block_ref_p (ctx, lhs))
	*block = m;
    }
  else if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      tree lhs = gimple_call_lhs (call);
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  /* Expand stores a register value passed by reference into a
	     copy in the caller's frame (calls.cc,
	     initialize_argument_information), which the callee reads.  */
	  tree arg = gimple_call_arg (call, i);
	  if (is_gimple_reg_type (TREE_TYPE (arg))
	      && !gimple_call_internal_p (call)
	      && msp_type_passed_by_reference_p (TREE_TYPE (arg)))
	    {
	      m |= (implicit ? msp_value_bits (arg, masks) | cond
		    : msp_value_mask (arg, masks));
	      *why = "argument passed by reference";
	    }
	}
      if (lhs && !is_gimple_reg (lhs))
	{
	  if (is_gimple_reg_type (TREE_TYPE (lhs)))
	    m |= (implicit ? msp_call_bits (ctx, call, masks)
		  : msp_call_mask (ctx, call, masks));
	  if (implicit)
	    m |= msp_address_implicit (lhs, masks) | cond;
	  *why = "call result stored to memory";
	}
      if (gimple_call_internal_p (call, IFN_GOACC_REDUCTION))
	{
	  m |= reduction_stores (ctx, call, masks, implicit) | cond;
	  *why = ("OpenACC reduction of a pointer that may point outside "
		  "global memory");
	}
      if (!msp_callee_with_facts (call))
	{
	  const char *w = NULL;
	  msp_mask b = msp_callee_writes (call, masks, &w, implicit);
	  if (b)
	    {
	      m |= b | cond;
	      *why = w;
	    }
	  else if (cond && msp_callee_may_write_p (call))
	    {
	      m |= cond;
	      *why = "call that writes memory under a condition on a pointer";
	    }
	}
    }
  return m;
}
