/* dead-defs.cc -- delete the definitions msp-rtl's rewrites leave dead.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp-rtl (rtl-resolve.cc) gives an access whose generic address is a
   pseudo P a "twin" of P in the space's window, and rewrites the access
   to use the twin.  P's own definitions stay: P may have other uses.
   Where it has none, they are dead, and nothing deletes them: msp-rtl
   runs after "mach", and no pass after it removes dead code.  In the
   OpenACC frame broadcast (nvptx_reorg, shared_prop_gen) that cost a
   conversion before the copy loop and two 64-bit adds in each of its
   iterations, so more PTX instructions executed with msp than without.

   This file deletes them: a mark-and-sweep over a set of candidate
   pseudos (msp-rtl's twinned ones).  A candidate is live if an insn
   other than one of its deletable definitions mentions it (a jump, a
   store, a call, a twin's conversion, an asm, anything), or if a
   definition of a live candidate reads it; a deletable definition is a
   plain SET whose source has no side effect and cannot trap (no load,
   no volatile, no asm; may_trap_p, side_effects_p).  A candidate set in
   any other way is live.  A CLOBBER of a pseudo (shared_prop_gen ends
   its copy loop with some) reads nothing and stays.  The definitions
   of the other candidates are deleted: by construction nothing reads
   their values.

   Debug insns are gone by then (var-tracking, which runs before "mach",
   turns them into notes); a variable location note that names a deleted
   pseudo only loses precision in the debug information.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"
#include "rtl-iter.h"

/* State of the sweep: which pseudos are candidates and which are
   live.  */

struct dead_defs
{
  bitmap candidates;
  bool *live;
  unsigned nregs;
};

/* True if X, an rtx or NULL (an empty operand), is a candidate
   pseudo.  */

static bool
candidate_p (struct dead_defs *dd, const_rtx x)
{
  return (x && REG_P (x) && REGNO (x) < dd->nregs
	  && bitmap_bit_p (dd->candidates, REGNO (x)));
}

/* If INSN is a deletable definition of a candidate, return its SET.  */

static rtx
deletable_def (struct dead_defs *dd, rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn))
    return NULL_RTX;
  rtx set = PATTERN (insn);
  if (GET_CODE (set) != SET || !candidate_p (dd, SET_DEST (set)))
    return NULL_RTX;
  rtx src = SET_SRC (set);
  if (side_effects_p (src) || may_trap_p (src) || volatile_refs_p (src)
      || GET_CODE (src) == ASM_OPERANDS)
    return NULL_RTX;
  return set;
}

/* Mark every candidate mentioned in X live; return true if one was
   not.  */

static bool
mark_live (struct dead_defs *dd, rtx x)
{
  bool changed = false;
  subrtx_iterator::array_type array;

  FOR_EACH_SUBRTX (iter, array, x, NONCONST)
    if (candidate_p (dd, *iter) && !dd->live[REGNO (*iter)])
      {
	dd->live[REGNO (*iter)] = true;
	changed = true;
      }
  return changed;
}

/* Delete the deletable definitions of the pseudos in CANDIDATES that
   nothing reads, in the current function; return how many.  */

unsigned
msp_delete_dead_defs (bitmap candidates)
{
  struct dead_defs dd;
  unsigned n = 0;

  if (bitmap_empty_p (candidates))
    return 0;
  dd.candidates = candidates;
  dd.nregs = max_reg_num ();
  dd.live = XCNEWVEC (bool, dd.nregs);

  /* The uses outside the candidates' deletable definitions, and the
     destinations of any other insn that sets a candidate.  */
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!NONDEBUG_INSN_P (insn) || deletable_def (&dd, insn)
	  || (GET_CODE (PATTERN (insn)) == CLOBBER
	      && REG_P (XEXP (PATTERN (insn), 0))))
	continue;
      mark_live (&dd, PATTERN (insn));
      if (CALL_P (insn))
	mark_live (&dd, CALL_INSN_FUNCTION_USAGE (insn));
    }

  /* What the definitions of live candidates read, to a fixed point.  */
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
	{
	  rtx set = deletable_def (&dd, insn);
	  if (set && dd.live[REGNO (SET_DEST (set))]
	      && mark_live (&dd, SET_SRC (set)))
	    changed = true;
	}
    }

  rtx_insn *next;
  for (rtx_insn *insn = get_insns (); insn; insn = next)
    {
      next = NEXT_INSN (insn);
      rtx set = deletable_def (&dd, insn);
      if (set && !dd.live[REGNO (SET_DEST (set))])
	{
	  delete_insn (insn);
	  n++;
	}
    }
  XDELETEVEC (dd.live);
  return n;
}
