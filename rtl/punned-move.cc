/* punned-move.cc -- loads and stores of float registers in their own mode.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   GCC folds a 16-byte memcpy of a struct of floats into one load of a
   uint128_t where the source is aligned to 8 bytes or more
   (gimple_fold_builtin_memory_op), and the struct's fields read from
   the copy into BIT_FIELD_REFs of it; expand takes each float as a
   subreg of the integer's pieces, and combine (GCC 12) moves the load
   into the subreg: (set (subreg:SI (reg:SF R) 0) (mem:SI M)).  nvptx.md's
   "*movsi_insn" matches it and prints the integer load into the float
   register, "ld.u32 %r93, [...]" where %r93 is declared .f32, which
   ptxas rejects ("Arguments mismatch for instruction 'ld'").  GCC 12
   alone does it to an array of a packed float4 declared _Alignas(8);
   msp's team arrays place such an array at 16 bytes (team-shared.cc,
   placement_align).

   msp-rtl runs after "mach", and no pass after it combines insns, so
   here each SET between a MEM and a subreg of a whole register of
   another class of the same size (a float register read or written as
   an integer, or the reverse) becomes the same move in the register's
   own mode: (set (reg:SF R) (mem:SF M)).  The bytes moved and the
   register's bits are the same; only the PTX type changes, to the
   register's.  An insn whose pattern is not a single SET is left as it
   is.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"

/* If X is a subreg of a whole register, of the register's size but of
   another mode class (an integer view of a float register or the
   reverse), return the register.  */

static rtx
punned_reg (rtx x)
{
  if (GET_CODE (x) != SUBREG || !REG_P (SUBREG_REG (x))
      || maybe_ne (SUBREG_BYTE (x), 0))
    return NULL_RTX;
  rtx reg = SUBREG_REG (x);
  machine_mode outer = GET_MODE (x), inner = GET_MODE (reg);
  if (!known_eq (GET_MODE_SIZE (outer), GET_MODE_SIZE (inner))
      || GET_MODE_CLASS (outer) == GET_MODE_CLASS (inner))
    return NULL_RTX;
  return reg;
}

/* Rewrite each load or store of the current function that moves a
   register's bits through a subreg of another class into the move in
   the register's mode; return how many.  */

unsigned
msp_fix_punned_moves (void)
{
  unsigned n = 0;

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!NONJUMP_INSN_P (insn) || GET_CODE (PATTERN (insn)) != SET)
	continue;
      rtx set = PATTERN (insn);
      rtx dest = SET_DEST (set), src = SET_SRC (set), reg;
      rtx new_set;
      if (MEM_P (src) && (reg = punned_reg (dest)))
	new_set = gen_rtx_SET (reg, adjust_address_nv (src, GET_MODE (reg),
							0));
      else if (MEM_P (dest) && (reg = punned_reg (src)))
	new_set = gen_rtx_SET (adjust_address_nv (dest, GET_MODE (reg), 0),
			       reg);
      else
	continue;
      if (validate_change (insn, &PATTERN (insn), new_set, false))
	n++;
    }
  return n;
}
