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

   - addr_space.convert: the conversion of the table of spaces
     (core/spaces.cc): generic to .shared/.const/.local is
     "cvta.to.<space>.u64", back is "cvta.<space>.u64", emitted as an
     asm_operands insn (a plugin cannot add insn patterns).  The insn is
     not volatile: CSE and loop-invariant motion may share and hoist it.
     Global needs no code.  Into a space of 32-bit pointers (.shared)
     the 64-bit result is truncated ("cvt.u32.u64", the backend's
     truncdisi2), and zero-extended out of it ("cvt.u64.u32");

   - addr_space.pointer_mode, address_mode, valid_pointer_mode: SImode
     for those spaces, DImode (the backend's ptr_mode and Pmode) for the
     others.  The nvptx backend takes any register, or a register plus a
     constant, of either mode as an address (nvptx_legitimate_address_p)
     and prints it as a register of its own width;

   - asm_out.print_operand: code 'A' (the space suffix every ld, st and
     atom template of nvptx.md prints) prints the space of a MEM in one of
     msp's address spaces.  Frame slots ([%frame+N]), which GIMPLE never
     sees as pointer accesses, get their space here too, where
     msp_frame_mask knows it: under -msoft-stack %frame points into the
     soft stack, global memory (init_softstack_frame); without it
     %frame is "cvta.local" of the .local array %frame_ar (init_frame),
     so the slot is printed as .local [%frame_ar+N].  The outgoing
     arguments of variadic calls, [%stack+N], get theirs likewise
     (stack_mask), and code 'Y' prints msp's soft-stack switches of
     SIMT regions (simt-switch.cc).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"
#include "core/spaces.h"
#include "core/data-area.h"
#include "core/facts.h"

static void (*nvptx_print_operand) (FILE *, rtx, int);

/* Each of msp's spaces is a subset of the generic one.  */

static bool
msp_addr_space_subset_p (addr_space_t subset, addr_space_t superset)
{
  return subset == superset || superset == ADDR_SPACE_GENERIC;
}

/* The asm template of the conversion from generic to address space AS
   (TO_SPACE) or back, from the table of spaces; NULL where none is
   needed (.global).  */

static const char *
cvta_template (addr_space_t as, bool to_space)
{
  const struct msp_space *s = msp_space_of_addr_space (as);

  if (s == NULL)
    return NULL;
  return to_space ? s->cvta_to : s->cvta_from;
}

/* The pointer and address mode of address space AS.  */

static scalar_int_mode
msp_addr_space_pointer_mode (addr_space_t as)
{
  return msp_short_addr_space_p (as) ? SImode : Pmode;
}

/* Whether MODE may be the mode of a pointer into address space AS.  */

static bool
msp_addr_space_valid_pointer_mode (scalar_int_mode mode, addr_space_t as)
{
  return mode == msp_addr_space_pointer_mode (as);
}

/* Return the pattern of an insn that sets the register DEST (of Pmode,
   or SImode for a 32-bit address) by the asm template TMPL, of one
   input operand SRC (constraint CONSTRAINT) or none if SRC is NULL.  A
   plugin cannot add insn patterns, so msp's own instructions are
   asm_operands, which final brackets with "// #APP" comments.  */

rtx
msp_gen_asm_set (rtx dest, const char *tmpl, rtx src, const char *constraint)
{
  rtvec inputs = src ? gen_rtvec (1, src) : rtvec_alloc (0);
  rtvec constraints
    = (src ? gen_rtvec (1, gen_rtx_ASM_INPUT_loc (Pmode, constraint,
						  UNKNOWN_LOCATION))
       : rtvec_alloc (0));
  rtx asmop = gen_rtx_ASM_OPERANDS (GET_MODE (dest), tmpl, "=r", 0, inputs,
				    constraints, rtvec_alloc (0),
				    UNKNOWN_LOCATION);
  return gen_rtx_SET (dest, asmop);
}

/* Return the pattern of an insn that sets DEST to the address of SYM, a
   variable (or a variable plus a constant), in the window of its state
   space: "mov" of a variable gives its address in its state space (PTX
   ISA, mov), where the backend's own moves of it are "cvta" to the
   generic address (nvptx_output_mov_insn).  */

rtx
msp_gen_window_address (rtx dest, rtx sym)
{
  return msp_gen_asm_set (dest, (GET_MODE (dest) == SImode
				 ? "mov.u32\t%0, %1;" : "mov.u64\t%0, %1;"),
			  sym, "i");
}

/* Return the pattern of an insn that sets DEST to SRC, both Pmode
   registers, converted from generic to address space AS (TO_SPACE) or
   back; NULL for .global, which needs no code.  */

rtx
msp_gen_cvta (rtx dest, rtx src, addr_space_t as, bool to_space)
{
  const char *tmpl = cvta_template (as, to_space);

  return tmpl ? msp_gen_asm_set (dest, tmpl, src, "r") : NULL_RTX;
}

/* If PAT is the pattern of a conversion msp_gen_cvta made from generic
   to a space, return that space and set *SRC to the converted register;
   else return the generic space.  */

addr_space_t
msp_cvta_to_space (rtx pat, rtx *src)
{
  if (GET_CODE (pat) != SET || GET_CODE (SET_SRC (pat)) != ASM_OPERANDS
      || ASM_OPERANDS_INPUT_LENGTH (SET_SRC (pat)) != 1)
    return ADDR_SPACE_GENERIC;
  FOR_EACH_MSP_SPACE (s)
    if (s->as != ADDR_SPACE_GENERIC && s->cvta_to
	&& !strcmp (ASM_OPERANDS_TEMPLATE (SET_SRC (pat)), s->cvta_to))
      {
	*src = ASM_OPERANDS_INPUT (SET_SRC (pat), 0);
	return s->as;
      }
  return ADDR_SPACE_GENERIC;
}

/* Convert OP, a pointer of FROM_TYPE, to TO_TYPE.  */

static rtx
msp_addr_space_convert (rtx op, tree from_type, tree to_type)
{
  addr_space_t from = TYPE_ADDR_SPACE (TREE_TYPE (from_type));
  addr_space_t to = TYPE_ADDR_SPACE (TREE_TYPE (to_type));
  addr_space_t space = from == ADDR_SPACE_GENERIC ? to : from;

  gcc_assert (from == ADDR_SPACE_GENERIC || to == ADDR_SPACE_GENERIC);
  if (GET_MODE (op) != Pmode && GET_MODE (op) != VOIDmode)
    op = convert_to_mode (Pmode, op, 1);
  if (cvta_template (space, true) == NULL)
    /* .global: the same address.  */
    return op;

  scalar_int_mode to_mode = msp_addr_space_pointer_mode (to);
  if (from == ADDR_SPACE_GENERIC)
    if (rtx known = msp_known_address (op))
      /* A pseudo that holds a constant address (expand-address.cc).  */
      op = known;
  rtx sym = op;
  if (GET_CODE (sym) == PLUS && CONST_INT_P (XEXP (sym, 1)))
    sym = XEXP (sym, 0);
  if (from == ADDR_SPACE_GENERIC && CONSTANT_P (op)
      && msp_symbol_mask (sym) == msp_addr_space_mask (space))
    {
      /* The address of a variable of the space (a .shared buffer, a
	 gang-private variable): its address in the space's window, as
	 the backend prints [sym+N], rather than cvta.to of the cvta the
	 backend makes of it (which msp-rtl would fold, fold_round_trips,
	 where it sees the definition).  */
      rtx dest = gen_reg_rtx (to_mode);
      emit_insn (msp_gen_window_address (dest, op));
      return dest;
    }

  rtx src = force_reg (Pmode, op);
  rtx dest = gen_reg_rtx (Pmode);
  emit_insn (msp_gen_cvta (dest, src, space, from == ADDR_SPACE_GENERIC));
  /* Truncated into a space of 32-bit pointers.  */
  return to_mode == Pmode ? dest : convert_to_mode (to_mode, dest, 1);
}

/* True if the address X is hard register REGNO or REGNO plus a
   constant.  Set *OFFSET, unless it is NULL, to the constant.  */

static bool
reg_address_p (const_rtx x, unsigned regno, HOST_WIDE_INT *offset)
{
  HOST_WIDE_INT c = 0;

  if (GET_CODE (x) == PLUS && CONST_INT_P (XEXP (x, 1)))
    {
      c = INTVAL (XEXP (x, 1));
      x = XEXP (x, 0);
    }
  if (offset)
    *offset = c;
  return REG_P (x) && REGNO (x) == regno;
}

/* True if the address X is %frame or %frame plus a constant: the
   address of a frame slot (the frame pointer, FRAME_POINTER_REGNUM,
   is the register nvptx prints as %frame).  Set *OFFSET, unless it is
   NULL, to the constant.  */

bool
msp_frame_address_p (const_rtx x, HOST_WIDE_INT *offset)
{
  return reg_address_p (x, FRAME_POINTER_REGNUM, offset);
}

/* True if the address X is %stack or %stack plus a constant: an
   access to the outgoing arguments of a variadic call (stack_mask).
   Set *OFFSET, unless it is NULL, to the constant.  */

bool
msp_stack_address_p (const_rtx x, HOST_WIDE_INT *offset)
{
  return reg_address_p (x, STACK_POINTER_REGNUM, offset);
}

/* The mask of the space of the current function's frame as RTL
   addresses it, through %frame.  It refines the GIMPLE fact,
   msp_fn_frame_mask, which says where the frame is: at RTL a slot
   [%frame+N] has a space only where %frame itself is an address in
   it.  So only two frames are qualified, and the others are
   MSP_UNKNOWN:
   - under -msoft-stack, a frame proved global: %frame points into the
     soft stack (init_softstack_frame), and a generic address of global
     memory is its .global address (PTX ISA, "Generic Addressing");
   - without soft stacks, a non-empty frame, which is .local: %frame is
     "cvta.local" of the .local array %frame_ar (init_frame), which only
     a function with a frame has (nvptx_declare_function_name sets
     %frame to 0 in a function with only a static chain).
   Under soft stacks a frame proved .local, in SIMT storage, is not
   qualified: %frame holds a generic address of it, which msp-rtl
   converts once (msp_frame_window_p).  */

msp_mask
msp_frame_mask (void)
{
  msp_mask m = msp_fn_frame_mask (current_function_decl);

  if (TARGET_SOFT_STACK)
    return m == MSP_GLOBAL ? m : MSP_UNKNOWN;
  return (m == MSP_LOCAL && maybe_ne (get_frame_size (), 0)
	  ? m : MSP_UNKNOWN);
}

/* True if %frame of the current function holds a generic address of
   .local memory: under soft stacks, in a function only SIMT regions
   call (gimple/analysis/simt.cc), the soft stack the caller's region switched
   to SIMT storage, where msp_fn_frame_mask puts the frame.
   msp_frame_mask leaves such a frame unknown; msp-rtl converts %frame
   to .local once (rtl-resolve.cc, make_frame_window).  */

bool
msp_frame_window_p (void)
{
  return (TARGET_SOFT_STACK
	  && msp_fn_frame_mask (current_function_decl) == MSP_LOCAL);
}

/* The mask of the space that %stack, the stack pointer
   (STACK_POINTER_REGNUM), points into in the current function, where
   the accesses through it are: those to the outgoing argument area of
   its variadic calls (calls.cc stores the unnamed arguments at %stack
   plus their offset, ACCUMULATE_OUTGOING_ARGS; nvptx_expand_call passes
   %stack to the callee as the pointer to them).
   - Without soft stacks (OpenACC), %stack is "cvta.local" of the .local
     array %stack_ar of crtl->outgoing_args_size bytes in a function
     with a variadic call (nvptx_declare_function_name, init_frame,
     machine_function::has_varadic, has_variadic from GCC 14), and no
     instruction writes the register again (GCC 15's alloca without soft
     stacks, nvptx_alloca, sets a pseudo; nvptx_stacksave and
     nvptx_stackrestore print only their pseudo): .local, printed as
     [%stack_ar+N] like a frame slot;
   - under soft stacks (OpenMP), %stack is %frame less the outgoing
     argument area (init_softstack_frame), which alloca moves further
     down the same soft stack (allocate_stack) and restore_stack_block
     back to a value it had: it points where %frame does, into the
     soft stack, .global where msp_frame_mask says so, except in a
     function with SIMT regions (cfun->machine->has_simtreg), where
     omp_simt_enter points %stack at the region's .local SIMT storage
     until omp_simt_exit (nvptx_output_softstack_switch).
   Everything else is MSP_UNKNOWN.  */

static msp_mask
stack_mask (void)
{
  if (!TARGET_SOFT_STACK)
    return (msp_fn_frame_mask (current_function_decl) == MSP_LOCAL
	    && MSP_HAS_VARIADIC_CALL (cfun->machine)
	    && maybe_ne (crtl->outgoing_args_size, 0)
	    ? MSP_LOCAL : MSP_UNKNOWN);
  return (!cfun->machine->has_simtreg && msp_frame_mask () == MSP_GLOBAL
	  ? MSP_GLOBAL : MSP_UNKNOWN);
}

/* If the address X is %frame or %stack plus a constant, return the
   mask of the space that register points into, set *OFFSET to the
   constant and *REGNO to the register; else return MSP_UNKNOWN.  */

static msp_mask
pointer_reg_mask (const_rtx x, HOST_WIDE_INT *offset, unsigned *regno)
{
  if (msp_frame_address_p (x, offset))
    {
      *regno = FRAME_POINTER_REGNUM;
      return msp_frame_mask ();
    }
  if (msp_stack_address_p (x, offset))
    {
      *regno = STACK_POINTER_REGNUM;
      return stack_mask ();
    }
  return MSP_UNKNOWN;
}

/* The print_operand hook: msp's soft-stack switches of SIMT regions
   (simt-switch.cc), the space of a MEM of msp's address spaces or of
   a frame slot or outgoing argument, then the backend's own (the head
   of the file).  */

static void
msp_print_operand (FILE *file, rtx x, int code)
{
  HOST_WIDE_INT offset;
  unsigned regno;

  if (msp_print_simt_switch (file, x, code))
    return;
  if (code == 'A' && MEM_P (x))
    {
      const char *name = msp_addr_space_name (MEM_ADDR_SPACE (x));
      if (name == NULL)
	name = msp_addr_space_name
	  (msp_mask_wide_addr_space (pointer_reg_mask (XEXP (x, 0), &offset,
						  &regno)));
      if (name)
	{
	  fputs (name, file);
	  return;
	}
    }
  else if (code == 0 && MEM_P (x)
	   && pointer_reg_mask (XEXP (x, 0), &offset, &regno) == MSP_LOCAL)
    {
      /* The .local address of the slot: %frame is cvta.local of
	 %frame_ar, %stack of %stack_ar.  */
      fprintf (file, "[%s_ar", reg_names[regno]);
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
  targetm.addr_space.pointer_mode = msp_addr_space_pointer_mode;
  targetm.addr_space.address_mode = msp_addr_space_pointer_mode;
  targetm.addr_space.valid_pointer_mode = msp_addr_space_valid_pointer_mode;
  targetm.addr_space.subset_p = msp_addr_space_subset_p;
  targetm.addr_space.convert = msp_addr_space_convert;
}
