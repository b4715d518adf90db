/* lattice.h -- the lattice of state-space masks.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp describes the pointers a value may carry by a mask of six bits:
   one for each of five PTX state spaces (the encoding of cicc's
   MemorySpaceOpt), and MSP_FOREIGN (below).

     MSP_GLOBAL  .global  device memory: mapped data, heap, soft stacks
     MSP_SHARED  .shared  per-CTA memory: "shared" and gang-private decls
     MSP_CONST   .const   read-only decls, string literals
     MSP_LOCAL   .local   per-thread frames (no soft stack), SIMT storage
     MSP_PARAM   .param   kernel parameter space

   What msp knows of each space (its address space, its conversions,
   which instructions PTX has for it ...) is its row of the table of
   spaces (spaces.h), whose row I has bit I.

   What a mask means.  The mask of a value V is the set of spaces of the
   pointers whose bits may have flowed into V, by any computation: a
   copy, pointer arithmetic, an integer or floating-point conversion,
   truncation, a product, a shift, a bitwise operation, a comparison, a
   store and a load, and through control flow: a value chosen under a
   condition carries the condition's bits.  So the mask of a value of
   any register type is defined, not only that of a pointer: a 32-bit
   half of a pointer, a pointer's bits in a double or in a vector
   element all carry the pointer's space.

     MSP_EMPTY (0)        no pointer bits flowed in: a constant, a value
                          computed only from constants and such values
                          (an offset, a count), a null pointer, an
                          address fabricated from such a number;
     one bit              the value carries bits of pointers into that
                          space only;
     several bits         of pointers into any of those spaces;
     MSP_UNKNOWN          all five space bits: of any pointer (a
                          parameter whose callers are not all known, an
                          asm output).

   One more bit, MSP_FOREIGN, which only ever comes with MSP_UNKNOWN,
   marks what may point into, or was loaded from, memory that the
   libraries (libgomp, newlib) write and the unit does not: a pointer a
   library function returns, the address of a library variable.  What
   such memory holds is not covered by the unit's stores (propagate.cc), so a
   load through a foreign pointer is foreign and unknown, where a load
   through another pointer gives what the unit's stores store.

   Why a resolved mask gives the space of an access.  An address that a
   program dereferences is a pointer it got from a declaration, an
   allocation, a frame or the host, moved by pointer arithmetic, or bits
   of such pointers encoded and decoded again (halves, scaling, floats,
   memory).  No valid address into a state space is fabricated from
   numbers alone: the PTX ISA fixes no address of the .shared, .local or
   .const windows that a program could write down.  So if only bits of
   pointers into one space X flowed into an address, it points into X,
   and an address into which no pointer bits flowed is valid for no
   object (dereferencing it is undefined, whatever space msp picks).
   Pointer arithmetic (POINTER_PLUS_EXPR) stays inside the object its
   pointer operand points into (C's rules, which GCC's points-to
   analysis, tree-ssa-structalias.cc, assumes too), so where a pointer
   moved by it points does not depend on the offset; but the offset's
   bits are in its value.  So resolve.cc keeps two masks per value: the
   data mask, the spaces of the pointers it may be a copy of (what an
   access through it may reach), and the implicit mask, the spaces of
   the pointers whose bits reached it otherwise (offsets, the conditions
   that chose it, the addresses it was loaded from).  Their union is
   the value's bits, which a store stores and a pointer made from an
   integer points by.

   The lattice is the powerset of these bits ordered by inclusion; the
   join of two masks is their union (bitwise OR).  Each SSA name's masks
   start at MSP_EMPTY and only grow, and a mask has six bits (the five
   spaces and MSP_FOREIGN), so the propagation
   (gimple/analysis/resolve.cc) reaches its fixed point after at most
   twelve changes per name (six for each of its two masks).  Only a data
   mask of exactly one space's bit, of a space with an address space (all
   but .param, spaces.h), lets msp rewrite an access
   (gimple/transform/rewrite.cc); msp never picks a space for an ambiguous
   or unknown mask.

   No bottom apart from MSP_EMPTY.  MSP_EMPTY says two things: a proved
   fact (no pointer bits flowed in), and, as where every mask starts,
   "not visited yet" (the optimistic start of the propagation).  Two
   rules read it as the fact although it may be the start
   (gimple/analysis/resolve.cc, "Rounds"): an integer made a pointer
   takes its root's one space only once the root has it, all its bits
   before; memcpy's result is unknown while its first argument's mask is
   empty.  So they are not monotone, and the result depends on the order
   of the visits, which the resolver therefore keeps a sweep's.  A bottom
   below MSP_EMPTY for "not visited yet", which those rules would pass on
   instead of reading it, would make them monotone, the result the least
   fixed point whatever the order, and the engine free of the sweep.
   Not now: where the sweep meets such a rule before its root resolves,
   the bits it gives then stay (masks only grow), so the least fixed point
   may be smaller than the sweep's there, and the spaces msp proves, and
   with them the PTX, would change.  That is a change of behaviour of its
   own, to be made with the testsuite's and the benches' PTX compared
   before and after; a mask has room for the bit (bits 6 and 7 are free).

   The RTL pass (rtl/rtl-resolve.cc) reads the same lattice with a
   subset of these rules, for what RTL shows: its roots are symbols (the
   backend's data areas, core/data-area.cc), the frame and the incoming
   values of parameters (the unit's facts); a register takes the masks
   of its definitions, a pointer plus an offset keeps the pointer's, an
   offset is what cannot be a pointer (a constant, a narrower mode, a
   product or shift by a constant); any other operation gives
   MSP_UNKNOWN.  */

#ifndef MSP_LATTICE_H
#define MSP_LATTICE_H

typedef unsigned char msp_mask;

#define MSP_EMPTY	0
#define MSP_GLOBAL	(1 << 0)
#define MSP_SHARED	(1 << 1)
#define MSP_CONST	(1 << 2)
#define MSP_LOCAL	(1 << 3)
#define MSP_PARAM	(1 << 4)
#define MSP_UNKNOWN	0x1f
#define MSP_FOREIGN	(1 << 5)

/* True if MASK names exactly one space.  */

static inline bool
msp_resolved_p (msp_mask mask)
{
  return mask != 0 && (mask & (mask - 1)) == 0;
}


#endif /* MSP_LATTICE_H */
