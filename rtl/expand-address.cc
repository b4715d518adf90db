/* expand-address.cc -- constant addresses that expand keeps in pseudos.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The OpenACC worker reductions (nvptx_goacc_reduction) take their
   buffer's address from __builtin_nvptx_worker_addr (OFFSET, SIZE,
   ALIGN), which nvptx_expand_shared_addr expands into a move of the
   constant __worker_red + OFFSET (GCC 12 to 16), and msp's GIMPLE
   passes convert that generic pointer to .shared where they use it.
   Expand gives the SSA name a pseudo, and the conversion, which sees
   only the pseudo, would print "cvta.to.shared" of it where GCC alone
   prints [__worker_red+OFFSET]: fwprop propagates the constant into
   the addresses, but not through msp's conversion, and msp-rtl's
   fold_round_trips cannot either once the worker broadcasts give the
   pseudo a second definition.

   msp_known_address gives the conversion the constant instead, where
   the pseudo holds it wherever it is read: expand uses one pseudo for
   each partition of SSA names (SA.partition_to_pseudo,
   tree-outof-ssa.h), and an SSA name's one definition reaches all its
   uses, so a partition whose names all hold the same constant address
   has that value in its pseudo at every use of any of them.  A name
   holds __worker_red + OFFSET if it is the result of the builtin, and
   that address plus a constant if it is a copy, a conversion or a
   POINTER_PLUS_EXPR of such a name and a constant.  */

#include "core/msp-gcc.h"
#include "tree-ssa-live.h"
#include "tree-outof-ssa.h"
#include "core/msp.h"
#include "core/atomics.h"
#include "rtl/msp-rtl.h"

/* How deep worker_red_offset follows copies and sums.  */

#define MAX_DEPTH 8

/* If NAME holds __worker_red plus a constant, set *OFF to the constant
   and return true.  */

static bool
worker_red_offset (tree name, HOST_WIDE_INT *off, int depth)
{
  if (TREE_CODE (name) != SSA_NAME || depth > MAX_DEPTH
      || !POINTER_TYPE_P (TREE_TYPE (name))
      || TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (name))) != ADDR_SPACE_GENERIC)
    return false;

  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gcall *call = dyn_cast <gcall *> (def))
    {
      if (!msp_nvptx_builtin_p (call, "worker_addr")
	  || gimple_call_num_args (call) != 3
	  || !tree_fits_shwi_p (gimple_call_arg (call, 0)))
	return false;
      *off = tree_to_shwi (gimple_call_arg (call, 0));
      return true;
    }
  if (!is_gimple_assign (def))
    return false;

  tree rhs1 = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case SSA_NAME:
    CASE_CONVERT:
      return worker_red_offset (rhs1, off, depth + 1);

    case POINTER_PLUS_EXPR:
      {
	tree rhs2 = gimple_assign_rhs2 (def);
	if (TREE_CODE (rhs2) != INTEGER_CST
	    || !worker_red_offset (rhs1, off, depth + 1))
	  return false;
	/* The offset is a sizetype: sign-extended, as POINTER_PLUS_EXPR
	   has it.  */
	*off += wi::to_wide (rhs2).to_shwi ();
	return true;
      }

    default:
      return false;
    }
}

/* The backend's symbol __worker_red, as the expansion of a worker_addr
   builtin of the current function moved it into a pseudo, or NULL_RTX
   if expand has not emitted one yet.  */

static rtx
worker_red_symbol (void)
{
  static rtx sym;

  if (sym)
    return sym;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      rtx set = NONJUMP_INSN_P (insn) ? single_set (insn) : NULL_RTX;
      if (set == NULL_RTX)
	continue;
      rtx x = SET_SRC (set);
      if (GET_CODE (x) == CONST && GET_CODE (XEXP (x, 0)) == PLUS)
	x = XEXP (XEXP (x, 0), 0);
      if (GET_CODE (x) == SYMBOL_REF
	  && !strcmp (XSTR (x, 0), "__worker_red"))
	return sym = x;
    }
  return NULL_RTX;
}

/* The partitions of the current function whose pseudo holds a known
   address: regno to offset, or to NO_OFFSET.  */

static const HOST_WIDE_INT NO_OFFSET = HOST_WIDE_INT_MIN;
typedef hash_map<int_hash<unsigned, -1U>, HOST_WIDE_INT> offset_map;

/* The offsets of the pseudos of the function FUNCDEF_NO.  */

static offset_map *offsets;
static int offsets_fn = -1;

static void
compute_offsets (void)
{
  unsigned i;
  tree name;

  delete offsets;
  offsets = new offset_map;
  offsets_fn = cfun->funcdef_no;
  FOR_EACH_SSA_NAME (i, name, cfun)
    {
      /* Names made after the partitioning have none.  */
      if (virtual_operand_p (name)
	  || SSA_NAME_VERSION (name)
	     >= (unsigned) SA.map->var_partition->num_elements)
	continue;
      int p = var_to_partition (SA.map, name);
      if (p == NO_PARTITION || !SA.partition_to_pseudo[p]
	  || !REG_P (SA.partition_to_pseudo[p]))
	continue;
      unsigned regno = REGNO (SA.partition_to_pseudo[p]);
      HOST_WIDE_INT off;
      if (!worker_red_offset (name, &off, 0))
	off = NO_OFFSET;
      bool existed;
      HOST_WIDE_INT &slot = offsets->get_or_insert (regno, &existed);
      if (!existed)
	slot = off;
      else if (slot != off)
	slot = NO_OFFSET;
    }
}

/* If expand is expanding the current function and the pseudo OP holds
   the same constant address at every use (the head of the file), return
   that address; else return NULL_RTX.  */

rtx
msp_known_address (rtx op)
{
  if (!currently_expanding_to_rtl || !REG_P (op) || SA.map == NULL
      || SA.partition_to_pseudo == NULL)
    return NULL_RTX;
  if (offsets == NULL || offsets_fn != cfun->funcdef_no)
    compute_offsets ();

  HOST_WIDE_INT *off = offsets->get (REGNO (op));
  rtx sym;
  if (off == NULL || *off == NO_OFFSET || !(sym = worker_red_symbol ()))
    return NULL_RTX;
  return plus_constant (Pmode, sym, *off);
}
