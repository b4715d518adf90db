/* addr-space.cc -- teach the nvptx backend msp's address spaces.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   GCC 12's nvptx backend defines no address-space hooks: it gives a state
   space only to accesses whose address is a symbol of a known data area
   (nvptx_print_operand, codes 'A' and 'D').  msp wraps three of its hooks
   (targetm is a writable global of the offload compiler):

   - addr_space.subset_p: each of msp's spaces lies within the generic
     space, so expand converts between them (expr.cc,
     ADDR_SPACE_CONVERT_EXPR) instead of treating them as disjoint;

   - addr_space.convert: generic to .shared/.const/.local is
     "cvta.to.<space>.u64", back is "cvta.<space>.u64", emitted as an
     asm_operands insn (a plugin cannot add insn patterns).  The insn is
     not volatile: CSE and loop-invariant motion may share and hoist it.
     Global needs no code: the PTX ISA defines the generic addresses
     outside the .shared, .local and .const windows to be the .global
     addresses themselves ("Generic Addressing");

   - asm_out.print_operand: code 'A' (the space suffix every ld, st and
     atom template of nvptx.md prints) prints the space of a MEM in one of
     msp's address spaces.  Frame slots ([%frame+N]), which GIMPLE never
     sees as pointer accesses, get their space here too: under
     -msoft-stack %frame points into the soft stack, global memory
     (init_softstack_frame); without it %frame is "cvta.local" of the
     .local array %frame_ar (init_frame), so the slot is printed as
     .local [%frame_ar+N].  */

#include "msp-gcc.h"
#include "msp.h"
#include "lattice.h"

static void (*nvptx_print_operand) (FILE *, rtx, int);

/* Each of msp's spaces is a subset of the generic one.  */

static bool
msp_addr_space_subset_p (addr_space_t subset, addr_space_t superset)
{
  return subset == superset || superset == ADDR_SPACE_GENERIC;
}

/* The asm templates of the conversions, by address space.  */

static const char *
cvta_template (addr_space_t as, bool to_space)
{
  switch (as)
    {
    case MSP_AS_SHARED:
      return to_space ? "cvta.to.shared.u64\t%0, %1;" : "cvta.shared.u64\t%0, %1;";
    case MSP_AS_CONST:
      return to_space ? "cvta.to.const.u64\t%0, %1;" : "cvta.const.u64\t%0, %1;";
    case MSP_AS_LOCAL:
      return to_space ? "cvta.to.local.u64\t%0, %1;" : "cvta.local.u64\t%0, %1;";
    default:
      return NULL;
    }
}

/* Convert OP, a pointer of FROM_TYPE, to TO_TYPE.  */

static rtx
msp_addr_space_convert (rtx op, tree from_type, tree to_type)
{
  addr_space_t from = TYPE_ADDR_SPACE (TREE_TYPE (from_type));
  addr_space_t to = TYPE_ADDR_SPACE (TREE_TYPE (to_type));
  addr_space_t space = from == ADDR_SPACE_GENERIC ? to : from;
  const char *tmpl = cvta_template (space, from == ADDR_SPACE_GENERIC);

  gcc_assert (from == ADDR_SPACE_GENERIC || to == ADDR_SPACE_GENERIC);
  if (GET_MODE (op) != Pmode && GET_MODE (op) != VOIDmode)
    op = convert_to_mode (Pmode, op, 1);
  if (tmpl == NULL)
    /* .global: the same address.  */
    return op;

  rtx src = force_reg (Pmode, op);
  rtx dest = gen_reg_rtx (Pmode);
  rtvec inputs = gen_rtvec (1, src);
  rtvec constraints = gen_rtvec (1, gen_rtx_ASM_INPUT_loc (Pmode, "r",
							   UNKNOWN_LOCATION));
  rtx asmop = gen_rtx_ASM_OPERANDS (Pmode, tmpl, "=r", 0, inputs,
				    constraints, rtvec_alloc (0),
				    UNKNOWN_LOCATION);
  emit_insn (gen_rtx_SET (dest, asmop));
  return dest;
}

/* If X is a MEM of a frame slot, %frame or %frame+N, return true and
   set *OFFSET to N.  */

static bool
frame_slot_p (rtx x, HOST_WIDE_INT *offset)
{
  rtx addr = XEXP (x, 0);

  *offset = 0;
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    {
      *offset = INTVAL (XEXP (addr, 1));
      addr = XEXP (addr, 0);
    }
  /* Without soft stacks a function with no frame (only a static chain)
     sets %frame to 0 and has no %frame_ar (nvptx_declare_function_name);
     it has no slots either, but make sure.  */
  return (REG_P (addr) && REGNO (addr) == FRAME_POINTER_REGNUM
	  && msp_opts.process_alloca_always
	  && (TARGET_SOFT_STACK || maybe_ne (get_frame_size (), 0)));
}

static void
msp_print_operand (FILE *file, rtx x, int code)
{
  HOST_WIDE_INT offset;

  if (code == 'A' && MEM_P (x))
    {
      const char *name = msp_addr_space_name (MEM_ADDR_SPACE (x));
      if (name)
	{
	  fputs (name, file);
	  return;
	}
      if (frame_slot_p (x, &offset))
	{
	  fputs (TARGET_SOFT_STACK ? ".global" : ".local", file);
	  return;
	}
    }
  else if (code == 0 && MEM_P (x) && !TARGET_SOFT_STACK
	   && frame_slot_p (x, &offset))
    {
      /* The .local address of the slot: %frame is cvta.local of
	 %frame_ar.  */
      fprintf (file, "[%s_ar", reg_names[FRAME_POINTER_REGNUM]);
      if (offset)
	fprintf (file, "%+" HOST_WIDE_INT_PRINT "d", offset);
      fputc (']', file);
      return;
    }
  nvptx_print_operand (file, x, code);
}

/* Install the hooks.  Called once, from plugin_init.  */

void
msp_install_backend_hooks (void)
{
  nvptx_print_operand = targetm.asm_out.print_operand;
  targetm.asm_out.print_operand = msp_print_operand;
  targetm.addr_space.subset_p = msp_addr_space_subset_p;
  targetm.addr_space.convert = msp_addr_space_convert;
}
