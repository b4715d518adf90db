/* split-vadd.cc -- two adds for the nvptx backend's three-input adds.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   combine merges a 32-bit add of a sum or difference of two registers
   into one insn, (plus:SI (plus:SI a b) c) or (plus:SI (minus:SI a b) c),
   which nvptx.md's "*vadd_addsi4" and "*vsub_addsi4" (GCC 12 to 16)
   print as PTX's video instructions vadd.u32.u32.u32.add and
   vsub.u32.u32.u32.add.  ptxas (CUDA 11.8, sm_80) does not map those to
   IADD3: it moves each of the two first operands through an identity
   byte permutation, PRMT r, a, 0x3210, RZ, before an IADD3, three SASS
   instructions where two add.u32 become one IADD3.  msp's 32-bit
   .shared addresses (rtl-resolve.cc's twins: window offset plus index)
   give combine more of these sums.

   msp-rtl runs after "mach", and no pass after it combines insns, so
   here each such insn becomes two: t = a + b (or a - b) in a new
   pseudo, then the destination = t + c.  The value is the same: the
   RTL of the insn is the 32-bit wrapping sum, which the backend's
   pattern claims vadd computes, and which the two adds compute.  Only
   an insn whose whole pattern is that SET is split: a COND_EXEC (the
   uniform-SIMT predication nvptx_reorg adds) or a PARALLEL is left as
   it is.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"

/* If INSN is a three-input add nvptx.md prints as vadd or vsub, return
   its SET.  */

static rtx
three_input_add (rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn))
    return NULL_RTX;
  rtx set = PATTERN (insn);
  if (GET_CODE (set) != SET || GET_MODE (SET_DEST (set)) != SImode
      || !REG_P (SET_DEST (set)))
    return NULL_RTX;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) != PLUS || GET_MODE (src) != SImode)
    return NULL_RTX;
  rtx inner = XEXP (src, 0);
  if ((GET_CODE (inner) != PLUS && GET_CODE (inner) != MINUS)
      || GET_MODE (inner) != SImode
      || !REG_P (XEXP (inner, 0)) || !REG_P (XEXP (inner, 1))
      || !REG_P (XEXP (src, 1)))
    return NULL_RTX;
  return set;
}

/* Split each three-input add of the current function into two adds;
   return how many were split.  */

unsigned
msp_split_vadds (void)
{
  unsigned n = 0;

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      rtx set = three_input_add (insn);
      if (!set)
	continue;
      rtx src = SET_SRC (set);
      rtx t = gen_reg_rtx (SImode);
      rtx first_set = gen_rtx_SET (t, copy_rtx (XEXP (src, 0)));
      rtx_insn *first = emit_insn_before_setloc (first_set, insn,
						 INSN_LOCATION (insn));
      if (recog_memoized (first) < 0
	  || !validate_change (insn, &SET_SRC (set),
			       gen_rtx_PLUS (SImode, t, XEXP (src, 1)),
			       false))
	{
	  delete_insn (first);
	  continue;
	}
      n++;
    }
  return n;
}
