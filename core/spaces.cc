/* spaces.cc -- the table of PTX state spaces.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   One row per state space a mask bit stands for (lattice.h), each fact
   a column (struct msp_space, spaces.h), each resting on:

   - as: the address spaces are LLVM NVPTX's numbers, 0 being generic.
     msp rewrites no access into .param: kernel parameters are only ever
     read through the parameters themselves, which the backend already
     qualifies;
   - short_pointers, wide_as: a .shared address is an offset in the
     CTA's shared memory, at most 228 KiB (sm_90; 164 KiB on sm_80), and
     ld, st and atom zero-extend or truncate an address register to the
     space's own width (PTX ISA, "ld": "Addresses are zero-extended to
     the specified width as needed, and truncated if the register width
     exceeds the state space address width").  So msp's .shared
     pointers are 32-bit, as nvcc's are ("mov.u32 %r, tile"), and the
     index arithmetic of a loop over a .shared tile is 32-bit.  The
     accesses msp-rtl qualifies have the backend's 64-bit registers as
     addresses: they get address space 103, .shared through a 64-bit
     address (an address space's addresses have one mode);
   - cvta: the PTX ISA ("Generic Addressing") makes the generic addresses
     outside the .shared, .local and .const windows the .global addresses
     themselves, so .global needs no conversion; the others are
     "cvta.to.SPACE.u64" from generic and "cvta.SPACE.u64" back;
   - isspacep, window: isspacep tests the .global, .shared, .local and
     .const spaces (and .param, which msp leaves alone: it makes no
     pointer into it).  The .shared and .local windows are disjoint and
     .global is the rest; whether .const addresses also fall in the
     .global window is not documented (gimple/transform/isspacep.cc);
   - store: .const memory is read-only during a kernel (PTX has no
     st.const), and so are a kernel's parameters (ld.param; st.param
     only writes the arguments of a call);
   - atomic: PTX's atom and red address the .global and .shared spaces
     only (and the generic one, where an address into another space is
     undefined);
   - ptx_qualified: .shared is .shared::cta, the memory of the thread's
     own CTA (PTX ISA 7.8, for clusters);
   - area: the data area whose symbols the nvptx backend prints in the
     space (nvptx_print_operand, nvptx_maybe_convert_symbolic_operand).
     It gives no symbol the .param area.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"

/* A row, for the space NAME (its PTX name without the dot).  CVTA says
   whether a generic address needs a conversion to it.  */
#define SPACE(NAME, MASK, AS, SHORT, WIDE_AS, QUALIFIED, NOUN, CVTA,	\
	      ISSPACEP, WINDOW, STORE, ATOMIC, AREA)			\
  { MASK, AS, SHORT, WIDE_AS, "." #NAME, QUALIFIED, NOUN,		\
    CVTA ? "cvta.to." #NAME ".u64\t%0, %1;" : NULL,			\
    CVTA ? "cvta." #NAME ".u64\t%0, %1;" : NULL,			\
    ISSPACEP, WINDOW, STORE, ATOMIC, AREA }

const struct msp_space msp_spaces[MSP_NSPACES] =
{
  /*     name    mask        as short  wide_as qualified       noun
	 cvta   isspacep window store  atomic area  */
  SPACE (global, MSP_GLOBAL, 1, false, 1,      NULL,           "global",
	 false, true,    true,  true,  true,  NVPTX_AREA_GLOBAL),
  SPACE (shared, MSP_SHARED, 3, true,  103,    ".shared::cta", "shared",
	 true,  true,    true,  true,  true,  NVPTX_AREA_SHARED),
  SPACE (const,  MSP_CONST,  4, false, 4,      NULL,           "constant",
	 true,  true,    false, false, false, NVPTX_AREA_CONST),
  SPACE (local,  MSP_LOCAL,  5, false, 5,      NULL,           "local",
	 true,  true,    true,  true,  false, NVPTX_AREA_LOCAL),
  SPACE (param,  MSP_PARAM,  0, false, 0,      NULL,           "parameter",
	 false, false,   false, false, false, NVPTX_AREA_GENERIC)
};

static_assert (MSP_UNKNOWN == (1 << MSP_NSPACES) - 1,
	       "a row for each space bit");

/* The row of MASK if it is exactly one space's bit, else NULL.  */

const struct msp_space *
msp_space_of_mask (msp_mask mask)
{
  if (!msp_resolved_p (mask) || !(mask & MSP_UNKNOWN))
    return NULL;
  const struct msp_space *s = &msp_spaces[exact_log2 (mask)];
  msp_checking_assert (s->mask == mask);
  return s;
}

/* The row of the address space AS msp gives out (either of a space's
   two), or NULL for the generic space.  */

const struct msp_space *
msp_space_of_addr_space (addr_space_t as)
{
  if (as == ADDR_SPACE_GENERIC)
    return NULL;
  FOR_EACH_MSP_SPACE (s)
    if (s->as == as || s->wide_as == as)
      return s;
  return NULL;
}

/* True if the pointers of address space AS are 32-bit.  */

bool
msp_short_addr_space_p (addr_space_t as)
{
  const struct msp_space *s = msp_space_of_addr_space (as);

  return s && s->short_pointers && as == s->as;
}

/* The row of the nvptx data area AREA, or NULL for an area msp takes no
   symbol to be in (the generic one above all: functions, and from GCC
   15 constants).  */

const struct msp_space *
msp_space_of_area (int area)
{
  if (area == NVPTX_AREA_GENERIC)
    return NULL;
  FOR_EACH_MSP_SPACE (s)
    if (s->area == area)
      return s;
  return NULL;
}

/* The address space to rewrite an access through a pointer of MASK
   into, or 0 (generic) if MASK is not resolved to a space msp rewrites
   accesses to.  */

addr_space_t
msp_mask_addr_space (msp_mask mask)
{
  const struct msp_space *s = msp_space_of_mask (mask);

  return s ? s->as : ADDR_SPACE_GENERIC;
}

/* The address space of msp-rtl's accesses of MASK, whose addresses are
   64-bit registers, or 0 as above.  */

addr_space_t
msp_mask_wide_addr_space (msp_mask mask)
{
  const struct msp_space *s = msp_space_of_mask (mask);

  return s ? s->wide_as : ADDR_SPACE_GENERIC;
}

/* The mask of an address space msp gives out, the inverse of the
   above; MSP_EMPTY for the generic space.  */

msp_mask
msp_addr_space_mask (addr_space_t as)
{
  const struct msp_space *s = msp_space_of_addr_space (as);

  return s ? s->mask : MSP_EMPTY;
}

/* The PTX name of the space of address space AS (".global" ...), or
   NULL for the generic space.  */

const char *
msp_addr_space_name (addr_space_t as)
{
  const struct msp_space *s = msp_space_of_addr_space (as);

  return s ? s->ptx : NULL;
}

/* Print COUNTS, indexed by the spaces' rows, of the spaces msp rewrites
   accesses to, for dumps: "global 3, shared 0, const 0, local 1".  */

void
msp_print_space_counts (FILE *file, const unsigned *counts)
{
  bool first = true;

  FOR_EACH_MSP_SPACE (s)
    if (s->as != ADDR_SPACE_GENERIC)
      {
	fprintf (file, "%s%s %u", first ? "" : ", ", msp_space_name (s),
		 counts[s - msp_spaces]);
	first = false;
      }
}

/* Print MASK into PP as "global", "shared|const", "unknown",
   "unknown|foreign" ...: the one printer of masks, for the dumps, the
   verifier's messages and the debugger.  (Remarks name the spaces in
   words, by the table's nouns: gimple/transform/rewrite.cc.)  */

void
msp_pp_mask (pretty_printer *pp, msp_mask mask)
{
  if (mask == MSP_EMPTY)
    {
      pp_string (pp, "empty");
      return;
    }
  if ((mask & MSP_UNKNOWN) == MSP_UNKNOWN)
    pp_string (pp, "unknown");
  else
    {
      bool first = true;
      FOR_EACH_MSP_SPACE (s)
	if (mask & s->mask)
	  {
	    if (!first)
	      pp_character (pp, '|');
	    pp_string (pp, msp_space_name (s));
	    first = false;
	  }
    }
  if (mask & MSP_FOREIGN)
    pp_string (pp, "|foreign");
}

/* Print MASK to FILE (msp_pp_mask).  */

void
msp_print_mask (FILE *file, msp_mask mask)
{
  pretty_printer pp;

  msp_pp_mask (&pp, mask);
  fputs (pp_formatted_text (&pp), file);
}

/* Print MASK to stderr (from a debugger).  */

DEBUG_FUNCTION void
debug_msp_mask (msp_mask mask)
{
  msp_print_mask (stderr, mask);
  fputc ('\n', stderr);
}
