/* rtl-verify.cc -- check the memory mask again on a function's final RTL.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The RTL half of the checker of the unit's facts
   (gimple/transform/verify.cc says which facts and why): msp-rtl
   (rtl-resolve.cc) asks it, with -fchecking, about the stores the
   expanders and the backend made, whose values it knows the spaces of.
   A fact that does not hold is reported as the GIMPLE checker reports
   it (msp_fact_violated).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/facts.h"
#include "gimple/transform/verify.h"
#include "rtl/msp-rtl.h"
#include "rtl-iter.h"

/* True if the MEM X is one the nvptx backend alone reads and writes:
   the broadcast buffer __oacc_bcast, whose copies of registers
   (nvptx_shared_propagate) keep the values GIMPLE saw in them.  */

static bool
backend_buffer_p (rtx x)
{
  subrtx_iterator::array_type array;

  FOR_EACH_SUBRTX (iter, array, XEXP (x, 0), ALL)
    if (GET_CODE (*iter) == SYMBOL_REF && XSTR (*iter, 0)
	&& !strcmp (XSTR (*iter, 0), "__oacc_bcast"))
      return true;
  return false;
}

/* True if the MEM X is the home of a GIMPLE register: the stack slot
   that expand gives a parameter or a variable that GIMPLE keeps in SSA
   names, as it does for every user variable at -O0 (cfgexpand.cc,
   use_register_for_decl; function.cc, assign_parms).  Only the RTL of
   the decl's own SSA names reads the slot again, with the masks of
   those names: the decl is not addressable, so no pointer reaches the
   slot, and no GIMPLE load reads it.  The memory mask is a fact about
   what GIMPLE loads may read (msp_load_mask), and msp-rtl takes every
   value loaded from memory for unknown; the slot is outside both.  */

static bool
register_home_p (rtx x)
{
  tree decl = MEM_EXPR (x);

  return (decl
	  && (TREE_CODE (decl) == VAR_DECL || TREE_CODE (decl) == PARM_DECL
	      || TREE_CODE (decl) == RESULT_DECL)
	  && !TREE_ADDRESSABLE (decl) && is_gimple_reg (decl));
}

/* True if the MEM X is in the outgoing arguments of a variadic call: the
   unnamed arguments that calls.cc stores at %stack plus their offset
   (ACCUMULATE_OUTGOING_ARGS; nvptx_expand_call passes %stack as the
   pointer to them), the only stores expand makes through %stack.  When
   no function of the unit takes variadic arguments, only code outside
   the unit reads them (newlib's printf, which hands them to vprintf),
   whose parameters summarise.cc counts as escaping, not as stored: they
   are no memory the unit reads, and outside the memory mask.  (GCC 12
   to 16 cannot compile va_arg in an nvptx offload unit at all: lto1
   fails in build2.)  */

static bool
outgoing_args_p (rtx x)
{
  rtx a = XEXP (x, 0);

  if (GET_CODE (a) == PLUS && CONST_INT_P (XEXP (a, 1)))
    a = XEXP (a, 0);
  return REG_P (a) && REGNO (a) == STACK_POINTER_REGNUM;
}

/* Check, on the final RTL of the current function, the stores that the
   expanders and the backend made: the value of each whose space
   msp-rtl knows (MASK_OF gives it, MSP_UNKNOWN when not) is within the
   memory mask.  */

void
msp_verify_rtl (msp_mask (*mask_of) (rtx, void *), void *data)
{
  if (!msp_unit_analysed_p (current_function_decl))
    return;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!NONJUMP_INSN_P (insn))
	continue;
      rtx set = single_set (insn);
      if (set == NULL_RTX || !MEM_P (SET_DEST (set))
	  || backend_buffer_p (SET_DEST (set))
	  || register_home_p (SET_DEST (set))
	  || (!msp_unit_stdarg_p () && outgoing_args_p (SET_DEST (set))))
	continue;
      msp_mask m = mask_of (SET_SRC (set), data);
      if ((m & MSP_UNKNOWN) != MSP_UNKNOWN && (m & ~msp_memory_mask ()))
	msp_fact_violated ("memory mask", m, msp_memory_mask (), NULL, insn);
    }
}
