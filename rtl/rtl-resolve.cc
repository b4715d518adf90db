/* rtl-resolve.cc -- state spaces for the accesses the backend makes.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Some memory accesses of an offloaded function come into being at RTL,
   after msp's GIMPLE passes, and expand gives them the generic space:

   - the OpenACC worker and vector broadcasts: nvptx_reorg's partitioning
     (nvptx_shared_propagate, shared_prop_gen, nvptx_gen_shared_bcast)
     copies the live registers, and the frame, of a single-worker region
     through the .shared buffer __oacc_bcast.  It addresses the buffer
     through a pseudo set to the symbol, which the mov pattern prints as
     "cvta.shared" (nvptx_output_mov_insn), and, for the frame, through a
     pointer that a loop increments;
   - with several workers, the vector broadcasts go through each
     worker's partition of __oacc_bcast, addressed through the pseudo
     cfun->machine->bcast_partition, which no insn sets: the prologue
     text sets it (nvptx_init_oacc_workers; bcast_partition_reg);
   - accesses to automatic arrays at a variable index, whose address
     expand computes from %frame into a pseudo.

   The pass "msp-rtl" runs after "mach", where the broadcasts are made.
   It gives each pseudo of the function a mask of the spaces it may point
   into (core/lattice.h), starting from empty and joining the masks of
   all its definitions, to a fixed point.  A definition of a pseudo P is

     P = SYM            a symbol of the backend's data areas: the
                        space of its area (data-area.cc; __oacc_bcast
                        and the reduction buffers are .shared);
     P = %frame         msp_frame_mask (addr-space.cc): global under
                        -msoft-stack, local otherwise, where the frame
                        is known; local too where msp_frame_window_p
                        (make_frame_window);
     (none)             the vector broadcast partition, which the
                        prologue sets: shared (bcast_partition_reg);
     P = Q, P = Q + O   the mask of Q, when O is an offset;
     anything else      unknown.

   An offset is a value into which no pointer bits flowed: a constant, a
   truth value of offsets, or any arithmetic, extension or truncation of
   offsets only; a pseudo is an offset when all its definitions are (the
   greatest fixed point), and, if it has several, when no jump of the
   function tests anything but offsets (which definition control flow
   chose could reveal pointer bits: find_offsets).  A value loaded from
   memory, or made in any way from a value that may hold pointer bits (a
   half of a pointer, a pointer scaled by a constant), is not: it may
   encode the distance to another object.  A pointer plus an offset stays
   within the object it points into, so within its space; a sum of two
   values that might both hold pointer bits is unknown.  CLOBBERs leave a
   pseudo undefined and are not definitions; a pseudo set in any other way
   (in a PARALLEL, by a call, through a SUBREG) is unknown.

   Each access whose address is P or P + N, for a P of one space S, gets
   S:
   - .global: only the MEM's address space changes (generic addresses
     outside the other windows are global addresses);
   - P with one definition, SYM + C or %frame + C: the address becomes
     SYM + C + N or %frame + C + N, which the backend prints in S's
     window ([__oacc_bcast+8], [%frame_ar+N]), with no conversion;
   - otherwise a "twin" pseudo holds P's address in S's window: after
     each definition of P, twin(P) = twin(Q) + O mirrors P = Q + O, and
     twin(P) = cvta.to.S (P) follows any other definition, so the twin
     of a pointer that a loop increments is incremented too; the twin of
     the broadcast partition is set before the first insn.

   Accesses in asm statements and calls keep their generic address.
   The definitions of the pseudos whose accesses now read a twin or a
   root instead, that nothing else reads, are deleted (dead-defs.cc):
   no pass after "mach" would.

   At the end the pass gives their space to the accesses through %stack
   of a function with SIMT regions (simt_stack_accesses, below) and
   replaces the soft-stack switches of the regions (simt-switch.cc).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"
#include "core/spaces.h"
#include "core/data-area.h"
#include "core/facts.h"
#include "rtl-iter.h"

/* What the pass knows of each pseudo.  */

struct rtl_reg
{
  msp_mask mask;	/* The spaces it may point into.  */
  bool prologue_def;	/* Set by the prologue text alone.  */
  bool unknown_def;	/* Set in a way the pass does not follow.  */
  bool not_offset;	/* May hold a pointer.  */
  bool needs_twin;	/* Some access needs its address in the window.  */
  bool replaced;	/* Its value may be dead after the rewrite.  */
  unsigned ndefs;	/* Its plain SETs.  */
  rtx_insn *def;	/* One of them.  */
  rtx twin;		/* The window twin, once made.  */
};

struct rtl_resolve
{
  struct rtl_reg *regs;
  unsigned nregs;
  msp_mask frame_mask;
  /* Under soft stacks, in a function only SIMT regions call, a pseudo
     holding the .local window address of %frame, set once at the
     start; NULL otherwise.  */
  rtx frame_window;
  /* Counts for the dump.  */
  unsigned seen, resolved[MSP_NSPACES], twins, folded, deleted;
};

/* The rtl_reg of X, a REG, or NULL if X is a hard register.  */

static struct rtl_reg *
pseudo_of (struct rtl_resolve *rr, rtx x)
{
  if (!REG_P (x) || HARD_REGISTER_P (x) || REGNO (x) >= rr->nregs)
    return NULL;
  return &rr->regs[REGNO (x)];
}

/* The plain SET of INSN, when its pattern is one.  */

static rtx
plain_set (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);

  return GET_CODE (pat) == SET ? pat : NULL_RTX;
}

/* If INSN is a plain SET of a pseudo, set *SET to it and return the
   pseudo's rtl_reg; else return NULL.  */

static struct rtl_reg *
set_pseudo (struct rtl_resolve *rr, rtx_insn *insn, rtx *set)
{
  *set = NONDEBUG_INSN_P (insn) ? plain_set (insn) : NULL_RTX;
  return *set ? pseudo_of (rr, SET_DEST (*set)) : NULL;
}

/* note_stores callback: a pseudo DEST is set by insn DATA.  */

static void
note_def (rtx dest, const_rtx setter, void *data)
{
  struct rtl_resolve *rr = (struct rtl_resolve *) ((void **) data)[0];
  rtx_insn *insn = (rtx_insn *) ((void **) data)[1];
  rtx set = plain_set (insn);

  if (GET_CODE (dest) == SUBREG)
    dest = SUBREG_REG (dest);
  struct rtl_reg *r = pseudo_of (rr, dest);
  if (r == NULL || GET_CODE (setter) == CLOBBER)
    return;
  if (set && SET_DEST (set) == dest && !CALL_P (insn)
      && asm_noperands (PATTERN (insn)) < 0)
    {
      r->ndefs++;
      r->def = insn;
    }
  else
    r->unknown_def = true;
}

/* Record the definitions of the pseudos of the current function.  */

static void
collect_defs (struct rtl_resolve *rr)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn))
      {
	void *data[2] = { rr, insn };
	note_stores (insn, note_def, data);
      }
}

/* The pseudo that holds the address of this worker's partition of the
   OpenACC broadcast buffer, or NULL.  nvptx_shared_propagate and
   nvptx_single (nvptx_reorg) broadcast in vector-single mode, when the
   function has more than one worker, through
   cfun->machine->bcast_partition, a DImode pseudo that no insn sets:
   nvptx_declare_function_name prints, before the function's first insn
   (nvptx_init_oacc_workers),

     cvta.shared.u64  %t_bcast, __oacc_bcast;
     mad.lo.u64       %rN, %y64, PARTITION, %t_bcast;

   with %y64 = %tid.y + 1, and asserts that the partitions of all the
   workers fit in __oacc_bcast, a .shared variable (GCC 12 to 16).  So
   the pseudo is a .shared address wherever it is read.  A pseudo that
   some insn sets after all (another release) is left to its
   definitions.  */

static struct rtl_reg *
bcast_partition_reg (struct rtl_resolve *rr)
{
  rtx p = cfun->machine ? cfun->machine->bcast_partition : NULL_RTX;

  if (p == NULL_RTX || !REG_P (p) || GET_MODE (p) != DImode)
    return NULL;
  struct rtl_reg *r = pseudo_of (rr, p);
  if (r == NULL || r->ndefs != 0 || r->unknown_def)
    return NULL;
  return r;
}

/* The first insn of the current function that is not a note, or
   NULL.  */

static rtx_insn *
first_real_insn (void)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn))
      return insn;
  return NULL;
}

/* The mask of the incoming argument X, (unspec [N] UNSPEC_ARG_REG):
   argument N of the function in the order of assign_parms, which puts a
   hidden pointer to the return slot first when the result is returned
   in memory (nvptx defines no struct_value_rtx;
   nvptx_function_incoming_arg counts the named arguments), from the
   masks of its parameters and return slot (gimple/ipa/propagate.cc): for a
   parameter passed by reference, the mask of the copy it points to.  */

static msp_mask
incoming_arg_mask (rtx x)
{
  tree fn = current_function_decl;
  HOST_WIDE_INT n = XVECLEN (x, 0) == 1 && CONST_INT_P (XVECEXP (x, 0, 0))
		    ? INTVAL (XVECEXP (x, 0, 0)) : -1;
  unsigned i = 0;

  if (n >= 0 && aggregate_value_p (DECL_RESULT (fn), fn))
    {
      if (n == 0)
	return msp_retslot_mask (fn);
      n--;
    }
  for (tree p = DECL_ARGUMENTS (fn); p && n >= 0; p = DECL_CHAIN (p), i++)
    {
      if (TREE_CODE (TREE_TYPE (p)) == COMPLEX_TYPE)
	/* Split into two arguments (TARGET_SPLIT_COMPLEX_ARG).  */
	return MSP_UNKNOWN;
      if (n-- == 0)
	return msp_param_mask (fn, i);
    }
  return MSP_UNKNOWN;
}

/* True if X is an offset: a value into which no pointer bits flowed
   (see the head of the file).  */

static bool
offset_p (struct rtl_resolve *rr, rtx x)
{
  if (CONST_SCALAR_INT_P (x) || CONST_DOUBLE_P (x))
    return true;
  if (COMPARISON_P (x))
    /* A truth value: it reveals its operands' bits.  */
    return offset_p (rr, XEXP (x, 0)) && offset_p (rr, XEXP (x, 1));
  switch (GET_CODE (x))
    {
    case REG:
      {
	struct rtl_reg *r = pseudo_of (rr, x);
	return r != NULL && !r->unknown_def && !r->not_offset;
      }
    case SIGN_EXTEND:
    case ZERO_EXTEND:
    case TRUNCATE:
    case NEG:
    case NOT:
    case PLUS:
    case MINUS:
    case MULT:
    case ASHIFT:
    case ASHIFTRT:
    case LSHIFTRT:
    case AND:
    case IOR:
    case XOR:
    case DIV:
    case UDIV:
    case MOD:
    case UMOD:
    case SMIN:
    case SMAX:
    case UMIN:
    case UMAX:
      /* An operation on offsets only.  */
      for (int i = 0; i < GET_RTX_LENGTH (GET_CODE (x)); i++)
	if (GET_RTX_FORMAT (GET_CODE (x))[i] == 'e'
	    && !offset_p (rr, XEXP (x, i)))
	  return false;
      return true;
    case SUBREG:
      return offset_p (rr, SUBREG_REG (x));
    case UNSPEC:
      return (XINT (x, 1) == UNSPEC_ARG_REG
	      && incoming_arg_mask (x) == MSP_EMPTY);
    default:
      /* A load above all: memory may hold pointer bits.  */
      return false;
    }
}

/* Apply STEP to the source of every plain SET of a pseudo, again and
   again until no call of STEP returns true (changed something).  Each
   STEP below only ever moves a pseudo's facts one way, so this ends.  */

static void
iterate_defs (struct rtl_resolve *rr,
	      bool (*step) (struct rtl_resolve *, struct rtl_reg *, rtx))
{
  bool changed = true;

  while (changed)
    {
      changed = false;
      for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
	{
	  rtx set;
	  struct rtl_reg *r = set_pseudo (rr, insn, &set);
	  if (r && step (rr, r, SET_SRC (set)))
	    changed = true;
	}
    }
}

/* iterate_defs step for the pseudos that may hold pointers (the
   greatest fixed point of offset_p over all definitions).  */

static bool
offset_step (struct rtl_resolve *rr, struct rtl_reg *r, rtx src)
{
  if (r->not_offset || offset_p (rr, src))
    return false;
  r->not_offset = true;
  return true;
}

/* True if every conditional jump of the current function tests an
   offset.  */

static bool
jumps_test_offsets_p (struct rtl_resolve *rr)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (JUMP_P (insn) && any_condjump_p (insn))
      {
	rtx cond = XEXP (SET_SRC (pc_set (insn)), 0);
	if (!offset_p (rr, cond))
	  return false;
      }
  return true;
}

/* Find the pseudos that may hold pointer bits: the greatest fixed point
   of offset_p over their definitions.  A pseudo defined in several
   places holds the value of the definition control flow chose: when a
   jump tests something else than offsets, which one may reveal pointer
   bits (a pointer rebuilt bit by bit under branches: the implicit flows
   of gimple/analysis/resolve.cc), so then no such pseudo is an offset.
   Without a CFG after "mach", every jump of the function counts.  */

static void
find_offsets (struct rtl_resolve *rr)
{
  iterate_defs (rr, offset_step);
  if (jumps_test_offsets_p (rr))
    return;
  for (unsigned i = 0; i < rr->nregs; i++)
    if (rr->regs[i].ndefs > 1)
      rr->regs[i].not_offset = true;
  iterate_defs (rr, offset_step);
}

/* The mask of the register X.  */

static msp_mask
reg_mask (struct rtl_resolve *rr, rtx x)
{
  if (REG_P (x) && msp_frame_address_p (x, NULL))
    return rr->frame_mask;
  struct rtl_reg *r = pseudo_of (rr, x);
  return r ? r->mask : MSP_UNKNOWN;
}

/* If SRC, the source of a definition, is a pointer plus an offset (or
   minus one), return the pointer, else NULL.  */

static rtx
pointer_operand (struct rtl_resolve *rr, rtx src)
{
  if (GET_CODE (src) != PLUS && GET_CODE (src) != MINUS)
    return NULL_RTX;
  rtx a = XEXP (src, 0), b = XEXP (src, 1);
  if ((REG_P (a) || CONSTANT_P (a)) && offset_p (rr, b))
    return a;
  if (GET_CODE (src) == PLUS && (REG_P (b) || CONSTANT_P (b))
      && offset_p (rr, a))
    return b;
  return NULL_RTX;
}

/* The mask of the value of SRC.  */

static msp_mask
src_mask (struct rtl_resolve *rr, rtx src)
{
  rtx base = pointer_operand (rr, src);

  if (base)
    src = base;
  if (REG_P (src))
    return reg_mask (rr, src);
  if (CONSTANT_P (src))
    return msp_symbol_mask (src);
  if (GET_CODE (src) == UNSPEC && XINT (src, 1) == UNSPEC_ARG_REG)
    return incoming_arg_mask (src) & MSP_UNKNOWN;
  return MSP_UNKNOWN;
}

/* msp_verify_rtl callback: the mask of the stored value X.  */

static msp_mask
stored_mask (rtx x, void *data)
{
  return src_mask ((struct rtl_resolve *) data, x);
}

/* iterate_defs step for the mask of every pseudo: the union of its
   definitions' masks.  Masks only grow.  */

static bool
mask_step (struct rtl_resolve *rr, struct rtl_reg *r, rtx src)
{
  if (r->unknown_def)
    return false;
  msp_mask m = r->mask | src_mask (rr, src);
  if (m == r->mask)
    return false;
  r->mask = m;
  return true;
}

/* If the address X is a pseudo plus a constant, return the pseudo and
   set *OFFSET, else NULL.  */

static rtx
address_base (struct rtl_resolve *rr, rtx x, HOST_WIDE_INT *offset)
{
  *offset = 0;
  if (GET_CODE (x) == PLUS && CONST_INT_P (XEXP (x, 1)))
    {
      *offset = INTVAL (XEXP (x, 1));
      x = XEXP (x, 0);
    }
  return pseudo_of (rr, x) ? x : NULL_RTX;
}

/* If SRC is a root of a resolved space plus a constant (SYM, SYM + C,
   %frame, %frame + C, or a pseudo whose only definition is one of
   these, plus C), return the root (a SYMBOL_REF or %frame) and set *C.
   A pseudo with one definition holds that value wherever it is
   defined.  */

static rtx
split_root (struct rtl_resolve *rr, rtx src, HOST_WIDE_INT *c)
{
  *c = 0;
  for (int depth = 0; depth < 8; depth++)
    {
      if (GET_CODE (src) == CONST)
	src = XEXP (src, 0);
      if (GET_CODE (src) == PLUS && CONST_INT_P (XEXP (src, 1)))
	{
	  *c += INTVAL (XEXP (src, 1));
	  src = XEXP (src, 0);
	}
      if (REG_P (src) && msp_frame_address_p (src, NULL))
	return msp_resolved_p (rr->frame_mask) ? src : NULL_RTX;
      if (GET_CODE (src) == SYMBOL_REF)
	return msp_resolved_p (msp_symbol_mask (src)) ? src : NULL_RTX;
      struct rtl_reg *q = pseudo_of (rr, src);
      if (q == NULL || q->unknown_def || q->ndefs != 1)
	return NULL_RTX;
      src = SET_SRC (plain_set (q->def));
    }
  return NULL_RTX;
}

/* If the only definition of the pseudo R is a root plus a constant,
   return that address.  */

static rtx
constant_root (struct rtl_resolve *rr, struct rtl_reg *r)
{
  HOST_WIDE_INT c;

  if (r->unknown_def || r->ndefs != 1)
    return NULL_RTX;
  rtx root = split_root (rr, SET_SRC (plain_set (r->def)), &c);
  return root ? plus_constant (Pmode, root, c) : NULL_RTX;
}

/* ROOT, a symbol or %frame, as an address in its space's window:
   %frame is rr->frame_window where there is one.  */

static rtx
window_root (struct rtl_resolve *rr, rtx root)
{
  if (REG_P (root) && rr->frame_window)
    return rr->frame_window;
  return root;
}

/* True if PTX can do the access *LOC of INSN in the space of MASK, a
   resolved mask: a load, a store where the space has st, an atomic
   where it has atom (the table of spaces, core/spaces.cc).  */

static bool
legal_access_p (rtx_insn *insn, rtx *loc, msp_mask mask)
{
  const struct msp_space *s = msp_space_of_mask (mask);
  rtx set = plain_set (insn);

  /* The atomics of nvptx.md are PARALLELs, or SETs of an
     UNSPEC_VOLATILE.  */
  if (set == NULL_RTX || volatile_insn_p (SET_SRC (set)))
    return s->atomic;
  if (loc == &SET_DEST (set))
    return s->store;
  return true;
}

/* Walk the accesses of INSN whose space the pass can give.  With
   REWRITE false, only mark the pseudos that need a twin; with REWRITE
   true, make the changes.  */

static void
visit_accesses (struct rtl_resolve *rr, rtx_insn *insn, bool rewrite)
{
  subrtx_ptr_iterator::array_type array;

  FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
    {
      rtx *loc = *iter;
      rtx mem = *loc;
      HOST_WIDE_INT offset;

      if (!MEM_P (mem) || MEM_ADDR_SPACE (mem) != ADDR_SPACE_GENERIC)
	continue;
      iter.skip_subrtxes ();
      if (msp_frame_address_p (XEXP (mem, 0), &offset) && rr->frame_window)
	{
	  /* A frame slot, [%frame+N]: [window+N].  */
	  if (!rewrite)
	    continue;
	  rr->seen++;
	  rtx nmem = replace_equiv_address_nv
		       (mem, plus_constant (Pmode, rr->frame_window, offset));
	  set_mem_addr_space (nmem, msp_mask_wide_addr_space (MSP_LOCAL));
	  if (validate_change (insn, loc, nmem, 0))
	    rr->resolved[exact_log2 (MSP_LOCAL)]++;
	  continue;
	}
      rtx base = address_base (rr, XEXP (mem, 0), &offset);
      if (base == NULL_RTX)
	continue;
      struct rtl_reg *r = pseudo_of (rr, base);
      addr_space_t as = msp_mask_wide_addr_space (r->mask);
      if (rewrite)
	rr->seen++;
      if (as == ADDR_SPACE_GENERIC || !legal_access_p (insn, loc, r->mask))
	continue;

      rtx root = constant_root (rr, r);
      rtx addr = XEXP (mem, 0);
      if (r->mask == MSP_GLOBAL)
	;
      else if (root)
	addr = plus_constant (Pmode, window_root (rr, root), offset);
      else if (!rewrite)
	{
	  r->needs_twin = true;
	  continue;
	}
      else
	addr = plus_constant (Pmode, r->twin, offset);
      if (!rewrite)
	continue;

      rtx nmem = replace_equiv_address_nv (mem, addr);
      set_mem_addr_space (nmem, as);
      if (validate_change (insn, loc, nmem, 0))
	{
	  rr->resolved[exact_log2 (r->mask)]++;
	  /* The address no longer reads R where it is its twin or its
	     root.  */
	  r->replaced |= addr != XEXP (mem, 0);
	}
    }
}

/* True if INSN's accesses may be rewritten: not an asm, not a call.  */

static bool
rewritable_p (rtx_insn *insn)
{
  return NONJUMP_INSN_P (insn) && asm_noperands (PATTERN (insn)) < 0;
}

/* iterate_defs step marking the pseudos whose twins the twins of the
   needed ones mirror.  */

static bool
twin_step (struct rtl_resolve *rr, struct rtl_reg *r, rtx src)
{
  if (!r->needs_twin)
    return false;
  rtx base = pointer_operand (rr, src);
  struct rtl_reg *q = pseudo_of (rr, base ? base : src);
  if (q == NULL || q->mask != r->mask || q->needs_twin)
    return false;
  q->needs_twin = true;
  return true;
}

/* iterate_defs step marking the pseudos whose values the values of the
   replaced ones are made from, in the same space.  */

static bool
replaced_step (struct rtl_resolve *rr, struct rtl_reg *r, rtx src)
{
  if (!r->replaced)
    return false;
  rtx base = pointer_operand (rr, src);
  struct rtl_reg *q = pseudo_of (rr, base ? base : src);
  if (q == NULL || q->mask != r->mask || q->replaced)
    return false;
  q->replaced = true;
  return true;
}

/* Delete the definitions of the pseudos whose accesses the pass
   rewrote, and of those their values come from, that nothing reads
   any more (dead-defs.cc); return how many.  */

static unsigned
delete_replaced (struct rtl_resolve *rr)
{
  for (unsigned i = 0; i < rr->nregs; i++)
    rr->regs[i].replaced |= rr->regs[i].needs_twin;
  iterate_defs (rr, replaced_step);
  auto_bitmap candidates;
  for (unsigned i = 0; i < rr->nregs; i++)
    if (rr->regs[i].replaced)
      bitmap_set_bit (candidates, i);
  return msp_delete_dead_defs (candidates);
}

/* Return the pattern of an insn that sets DEST to the address of ROOT,
   a symbol or %frame, in its own space's window: a symbol's is
   msp_gen_window_address, and %frame is
   "cvta.local" of %frame_ar (init_frame), which only a function whose
   frame_mask is local has; under soft stacks, rr->frame_window holds
   %frame's .local address.  Without it, the twin would be a conversion
   of the generic address the backend has just made from the same
   root.  */

static rtx
window_address (struct rtl_resolve *rr, rtx dest, rtx root)
{
  if (REG_P (root) && rr->frame_window)
    return gen_rtx_SET (dest, rr->frame_window);
  if (REG_P (root))
    {
      static char tmpl[64];
      snprintf (tmpl, sizeof tmpl, "mov.u64\t%%0, %%%s_ar;",
		reg_names[FRAME_POINTER_REGNUM]);
      return msp_gen_asm_set (dest, tmpl, NULL_RTX, NULL);
    }
  return msp_gen_window_address (dest, root);
}

/* After each definition of a pseudo that needs a twin, update the
   twin.  */

static void
emit_twins (struct rtl_resolve *rr)
{
  for (unsigned i = 0; i < rr->nregs; i++)
    if (rr->regs[i].needs_twin)
      {
	rr->regs[i].twin = gen_reg_rtx (Pmode);
	rtx_insn *first = first_real_insn ();
	if (rr->regs[i].prologue_def && first)
	  {
	    /* Set by the prologue, before the first insn.  */
	    emit_insn_before (msp_gen_cvta (rr->regs[i].twin, regno_reg_rtx[i],
					    msp_mask_wide_addr_space
					      (rr->regs[i].mask), true),
			      first);
	    rr->twins++;
	  }
      }

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      rtx set;
      struct rtl_reg *r = set_pseudo (rr, insn, &set);
      if (r == NULL || !r->needs_twin)
	continue;

      rtx src = SET_SRC (set);
      rtx base = pointer_operand (rr, src);
      struct rtl_reg *q = pseudo_of (rr, base ? base : src);
      HOST_WIDE_INT c;
      rtx root = split_root (rr, src, &c);
      if (q && q->needs_twin && q->mask == r->mask)
	{
	  /* Mirror P = Q + O (or P = Q).  */
	  rtx mirror = copy_rtx (src);
	  if (base)
	    {
	      int op = XEXP (mirror, 0) == base ? 0 : 1;
	      XEXP (mirror, op) = q->twin;
	    }
	  else
	    mirror = q->twin;
	  emit_insn_after (gen_rtx_SET (r->twin, mirror), insn);
	}
      else if (root)
	{
	  /* P = ROOT + C: the twin is ROOT's window address plus C.  */
	  rtx_insn *mov = emit_insn_after (window_address (rr, r->twin, root),
					   insn);
	  if (c)
	    emit_insn_after (gen_rtx_SET (r->twin,
					  plus_constant (Pmode, r->twin, c)),
			     mov);
	}
      else
	emit_insn_after (msp_gen_cvta (r->twin, SET_DEST (set),
				       msp_mask_wide_addr_space (r->mask), true),
			 insn);
      rr->twins++;
    }
}

/* Fold the round trips that expand makes when msp's GIMPLE passes
   convert the address of a declaration, or a pointer an nvptx builtin
   returns, to its space: "cvta.shared P, SYM" (the mov of a symbol,
   nvptx_output_mov_insn) then msp's "cvta.to.shared T, P" become
   "mov T, SYM", SYM's address in its window.  */

static void
fold_round_trips (struct rtl_resolve *rr)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      rtx src;
      HOST_WIDE_INT c;

      if (!NONJUMP_INSN_P (insn))
	continue;
      addr_space_t as = msp_cvta_to_space (PATTERN (insn), &src);
      struct rtl_reg *r = as ? pseudo_of (rr, src) : NULL;
      if (r == NULL || r->unknown_def || r->ndefs != 1)
	continue;
      rtx root = split_root (rr, SET_SRC (plain_set (r->def)), &c);
      if (root == NULL_RTX || reg_mask (rr, src) != msp_addr_space_mask (as))
	continue;

      rtx dest = SET_DEST (PATTERN (insn));
      PATTERN (insn) = window_address (rr, dest, root);
      INSN_CODE (insn) = -1;
      if (c)
	insn = emit_insn_after (gen_rtx_SET (dest,
					     plus_constant (Pmode, dest, c)),
				insn);
      rr->folded++;
    }
}

/* Where %frame holds a generic address of .local SIMT storage
   (msp_frame_window_p), set rr->frame_window to a pseudo holding its
   .local address, "cvta.to.local" of %frame before the first insn (the
   prologue that sets %frame, init_softstack_frame, is printed before
   it).  */

static void
make_frame_window (struct rtl_resolve *rr)
{
  if (!msp_frame_window_p ())
    return;

  rtx_insn *first = first_real_insn ();
  bool uses_frame = false;
  for (rtx_insn *insn = first; insn; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn)
	&& reg_mentioned_p (frame_pointer_rtx, PATTERN (insn)))
      uses_frame = true;
  if (!first || !uses_frame)
    return;
  rr->frame_window = gen_reg_rtx (Pmode);
  rr->frame_mask = MSP_LOCAL;
  /* Before the first insn: the copies of incoming arguments into the
     frame come before NOTE_INSN_FUNCTION_BEG.  */
  emit_insn_before (msp_gen_cvta (rr->frame_window, frame_pointer_rtx,
				  msp_mask_wide_addr_space (MSP_LOCAL), true),
		    first);
}

/* The accesses through %stack, the outgoing arguments of variadic
   calls, in a function with SIMT regions under soft stacks, where
   addr-space.cc (stack_mask) leaves them generic: outside the regions
   %stack points into the soft stack, where %frame does (.global where
   msp_frame_mask says so); inside a region, from omp_simt_enter on
   until omp_simt_exit, into the region's .local SIMT storage
   (nvptx_output_softstack_switch sets %stack to %rN - 8, below the
   storage, which the function has since it makes a variadic call and
   so has a soft stack and is not a leaf: nvptx_declare_function_name).
   The flow graph is gone after "mach" (pass_free_cfg runs before it),
   so the state of %stack is followed along the insns, labels and jumps
   to a fixed point.  */

/* The state of %stack at an insn: not reached, outside the regions,
   inside the region entered by the Kth omp_simt_enter (STACK_IN + K),
   or more than one of these.  */

enum
{
  STACK_UNREACHED = 0,
  STACK_OUT = 1,
  STACK_IN = 2,
  STACK_MIXED = -1
};

static int
join_stack_state (int a, int b)
{
  if (a == STACK_UNREACHED)
    return b;
  if (b == STACK_UNREACHED || a == b)
    return a;
  return STACK_MIXED;
}

/* Fill STATE, indexed by INSN_UID, with the state of %stack after each
   insn, and ENTERS with the function's omp_simt_enter insns; return
   false if a jump has a target the walk does not know.  */

static bool
stack_states (int *state, vec<rtx_insn *> *enters)
{
  int *at_label = XCNEWVEC (int, get_max_uid ());
  bool changed = true, known = true;

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (msp_simt_switch_p (insn) > 0)
      enters->safe_push (insn);
  while (changed && known)
    {
      changed = false;
      int cur = STACK_OUT, k = 0;
      for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
	{
	  int kind = msp_simt_switch_p (insn);
	  if (LABEL_P (insn))
	    cur = join_stack_state (cur, at_label[INSN_UID (insn)]);
	  else if (BARRIER_P (insn))
	    cur = STACK_UNREACHED;
	  else if (JUMP_P (insn))
	    {
	      rtx target = JUMP_LABEL (insn);
	      if (target && ANY_RETURN_P (target))
		;
	      else if (target && LABEL_P (target))
		{
		  int *s = &at_label[INSN_UID (target)];
		  int joined = join_stack_state (*s, cur);
		  changed |= joined != *s;
		  *s = joined;
		}
	      else
		known = false;
	    }
	  else if (kind > 0)
	    {
	      if (cur != STACK_UNREACHED)
		cur = cur == STACK_OUT ? STACK_IN + k : STACK_MIXED;
	      k++;
	    }
	  else if (kind < 0 && cur != STACK_UNREACHED)
	    cur = cur >= STACK_IN ? STACK_OUT : STACK_MIXED;
	  state[INSN_UID (insn)] = cur;
	}
    }
  XDELETEVEC (at_label);
  return known;
}

/* True if an insn of the current function other than a call sets
   %stack (alloca, allocate_stack; a call leaves the caller's PTX
   register as it is).  */

static bool
stack_set_p (void)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NONJUMP_INSN_P (insn) && reg_set_p (stack_pointer_rtx, insn))
      return true;
  return false;
}

/* Give the accesses through %stack of the current function, one with
   SIMT regions under soft stacks, their space (the comment above);
   count them in RESOLVED.  */

static void
simt_stack_accesses (unsigned resolved[MSP_NSPACES])
{
  if (!TARGET_SOFT_STACK || !cfun->machine->has_simtreg
      || !MSP_HAS_VARIADIC_CALL (cfun->machine))
    return;

  bool global = msp_frame_mask () == MSP_GLOBAL;
  bool local = msp_opts.process_alloca_always && !stack_set_p ();
  int *state = XCNEWVEC (int, get_max_uid ());
  auto_vec<rtx_insn *> enters;
  auto_vec<rtx> twins;
  if (!stack_states (state, &enters))
    global = local = false;
  twins.safe_grow_cleared (enters.length ());

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      int s = state[INSN_UID (insn)];
      if (!rewritable_p (insn)
	  || !(s == STACK_OUT ? global : s >= STACK_IN && local))
	continue;
      subrtx_ptr_iterator::array_type array;
      FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
	{
	  rtx *loc = *iter;
	  rtx mem = *loc;
	  HOST_WIDE_INT offset;
	  if (!MEM_P (mem) || MEM_ADDR_SPACE (mem) != ADDR_SPACE_GENERIC
	      || !msp_stack_address_p (XEXP (mem, 0), &offset))
	    continue;
	  iter.skip_subrtxes ();
	  msp_mask mask = s == STACK_OUT ? MSP_GLOBAL : MSP_LOCAL;
	  rtx addr = XEXP (mem, 0);
	  if (mask == MSP_LOCAL)
	    {
	      /* The .local address of %stack, converted once after the
		 region's omp_simt_enter.  */
	      rtx *twin = &twins[s - STACK_IN];
	      if (*twin == NULL_RTX)
		{
		  *twin = gen_reg_rtx (Pmode);
		  emit_insn_after (msp_gen_cvta (*twin, stack_pointer_rtx,
						 msp_mask_wide_addr_space (mask),
						 true),
				   enters[s - STACK_IN]);
		}
	      addr = plus_constant (Pmode, *twin, offset);
	    }
	  rtx nmem = replace_equiv_address_nv (mem, addr);
	  set_mem_addr_space (nmem, msp_mask_wide_addr_space (mask));
	  if (validate_change (insn, loc, nmem, 0))
	    resolved[exact_log2 (mask)]++;
	}
    }
  XDELETEVEC (state);
}

/* True if the pass may change something in the current function, as
   RR (its number of registers) sees it: a rewritable insn accesses a
   generic MEM whose address is a pseudo plus a constant (visit_accesses
   gives nothing else a space), or an insn is one of msp's conversions
   to a space (fold_round_trips), or %frame has a window
   (make_frame_window), or the function has SIMT regions, whose
   soft-stack switches and accesses through %stack the pass qualifies
   (simt_stack_accesses, msp_simt_switch_insns).  Most functions have
   none of these, their accesses having got their space in GIMPLE.  */

static bool
any_work_p (struct rtl_resolve *rr)
{
  if (msp_frame_window_p () || cfun->machine->has_simtreg)
    return true;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      rtx src;

      if (!NONJUMP_INSN_P (insn))
	continue;
      if (msp_cvta_to_space (PATTERN (insn), &src) != ADDR_SPACE_GENERIC)
	return true;
      if (!rewritable_p (insn))
	continue;
      subrtx_iterator::array_type array;
      FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
	{
	  const_rtx x = *iter;
	  HOST_WIDE_INT offset;
	  if (MEM_P (x) && MEM_ADDR_SPACE (x) == ADDR_SPACE_GENERIC
	      && address_base (rr, XEXP (x, 0), &offset))
	    return true;
	}
    }
  return false;
}

/* Run msp-rtl on FUN, the current function.  */

unsigned
msp_rtl_resolve (function *fun)
{
  struct rtl_resolve rr;

  memset (&rr, 0, sizeof rr);
  rr.nregs = max_reg_num ();
  /* Skip a function with nothing to do, unless a dump or -fchecking
     wants the analysis (and, with -fchecking, the check below that
     nothing changed when any_work_p said so).  */
  bool work = any_work_p (&rr);
  if (!work && !dump_file && !flag_checking)
    return 0;
  rr.regs = XCNEWVEC (struct rtl_reg, rr.nregs);
  rr.frame_mask = msp_frame_mask ();
  make_frame_window (&rr);

  collect_defs (&rr);
  struct rtl_reg *bcast = bcast_partition_reg (&rr);
  if (bcast)
    {
      bcast->prologue_def = true;
      bcast->not_offset = true;
    }
  find_offsets (&rr);
  for (unsigned i = 0; i < rr.nregs; i++)
    if (rr.regs[i].unknown_def)
      rr.regs[i].mask = MSP_UNKNOWN;
  if (bcast)
    bcast->mask = MSP_SHARED;
  iterate_defs (&rr, mask_step);
  if (flag_checking)
    msp_verify_rtl (stored_mask, &rr);
  fold_round_trips (&rr);

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (rewritable_p (insn))
      visit_accesses (&rr, insn, false);
  iterate_defs (&rr, twin_step);
  emit_twins (&rr);
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (rewritable_p (insn))
      visit_accesses (&rr, insn, true);
  rr.deleted = delete_replaced (&rr);
  unsigned stack_resolved[MSP_NSPACES] = { 0 };
  simt_stack_accesses (stack_resolved);
  unsigned switches = msp_simt_switch_insns ();

  if (dump_file)
    {
      unsigned n = 0;
      for (unsigned i = 0; i < MSP_NSPACES; i++)
	n += rr.resolved[i];
      fprintf (dump_file, "%s: %u of %u backend memory references resolved"
	       " (", function_name (fun), n, rr.seen);
      msp_print_space_counts (dump_file, rr.resolved);
      fprintf (dump_file, "); %u twin definitions; %u round trips folded;"
	       " %u dead definitions deleted\n", rr.twins, rr.folded,
	       rr.deleted);
      if (switches)
	fprintf (dump_file, "%s: %u soft-stack switches of SIMT regions"
		 " made .local\n", function_name (fun), switches);
      unsigned n_stack = 0;
      for (unsigned i = 0; i < MSP_NSPACES; i++)
	n_stack += stack_resolved[i];
      if (n_stack)
	{
	  fprintf (dump_file, "%s: %u accesses through %%stack in a function"
		   " with SIMT regions resolved (", function_name (fun),
		   n_stack);
	  msp_print_space_counts (dump_file, stack_resolved);
	  fputs (")\n", dump_file);
	}
      if (dump_flags & TDF_DETAILS)
	for (unsigned i = FIRST_PSEUDO_REGISTER; i < rr.nregs; i++)
	  if (rr.regs[i].mask != MSP_EMPTY)
	    {
	      fprintf (dump_file, "  r%u mask ", i);
	      msp_print_mask (dump_file, rr.regs[i].mask);
	      fputc ('\n', dump_file);
	    }
    }
  msp_checking_assert (work || (rr.seen == 0 && rr.twins == 0
				&& rr.folded == 0 && rr.deleted == 0));
  XDELETEVEC (rr.regs);
  return 0;
}
