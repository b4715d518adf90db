/* frame-space.cc -- give global frame slots their space before RTL's
   alias analysis looks at them.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   RTL's alias analysis takes two MEMs of different address spaces for
   overlapping before it looks at their addresses or MEM_EXPRs
   (alias.cc, true_dependence_1 and the like).  The accesses msp
   resolved to .global are MEMs of address space 1 from expand on; the
   frame slots, [%frame+N], stay generic until output, where
   msp_print_operand prints their space.  So between the two, a store to
   a frame slot (the copy of a struct passed by value, say) became a
   store that may clobber every .global load, which CSE and GCSE then
   reload (cse.cc, invalidate).

   Under soft stacks %frame points into global memory
   (init_softstack_frame; msp_frame_mask says when, SIMT contexts
   excepted), and a generic address of global memory is its .global
   address (PTX ISA, "Generic Addressing").  So right after "vregs",
   which makes every frame slot %frame plus a constant, and before the
   first RTL optimisation (and before "dfinit": there is no dataflow
   information to update), msp-frame moves such slots into address space
   1: two .global MEMs are then told apart as two generic ones were,
   and the PTX is the same (the slot printed .global either way).  Only
   .global slots move: a .local MEM whose address a later pass rewrote
   into a generic pseudo would print a generic address as a .local one,
   where a .global MEM is right with any address.

   RTL DSE, though, follows the stores into the frame across blocks
   (to find those that later stores overwrite on every path, or that
   nothing reads before the function returns) only for generic MEMs
   (dse.cc, canon_address); a .global slot it leaves live.  So
   msp-dse-frame, right before "dse1", moves the slots back into the
   generic space, changing each MEM in place (dataflow references point
   into it by then).  CSE, GCSE, the loop passes and CSE2, which made the
   reloads, all run inside the window; after it, RTL alias analysis sees
   generic frame slots again, as without msp-frame.

   With -fplugin-arg-msp-alias=0, as without optimisation, the slots stay
   generic.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"
#include "core/spaces.h"
#include "rtl-iter.h"

/* Move the frame slots of the current function between the generic
   address space and address space 1 when its frame is global: into AS
   1 when TO_GLOBAL, back to the generic space otherwise; return how
   many MEMs moved.  */

unsigned
msp_frame_space (bool to_global)
{
  unsigned n = 0;
  addr_space_t global = msp_mask_wide_addr_space (MSP_GLOBAL);
  addr_space_t from = to_global ? ADDR_SPACE_GENERIC : global;
  addr_space_t to = to_global ? global : ADDR_SPACE_GENERIC;

  if (msp_frame_mask () != MSP_GLOBAL)
    return 0;

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      subrtx_ptr_iterator::array_type array;
      FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
	{
	  rtx *loc = *iter;
	  rtx mem = *loc;
	  if (!MEM_P (mem) || MEM_ADDR_SPACE (mem) != from
	      || !msp_frame_address_p (XEXP (mem, 0), NULL))
	    continue;
	  if (to_global)
	    {
	      /* The MEM may be shared with a declaration's DECL_RTL, which
		 stays as it is.  No dataflow information points into the
		 insn yet (the pass runs before "dfinit").  */
	      mem = shallow_copy_rtx (mem);
	      *loc = mem;
	    }
	  /* Going back, the MEM changes in place, so that the dataflow
	     references into its address stay valid: a generic frame
	     slot is right wherever the MEM is shared.  */
	  set_mem_addr_space (mem, to);
	  n++;
	}
    }
  return n;
}
