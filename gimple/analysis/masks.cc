/* masks.cc -- the masks of operands, addresses and expressions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Reading a function's table of masks (struct msp_masks, filled by
   resolve.cc): the data mask, the implicit mask and the bits of an SSA
   name, a constant, an address or any expression of them, by the rules
   of rules.cc's head; an address's data mask is its object's
   (decls.cc).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/analysis/decls.h"
#include "gimple/analysis/masks.h"

/* Note a read of the masks of the SSA name of version VERSION in
   MASKS: for the resolver while it fills them, else they must be
   final.  */

static inline void
note_read (const msp_masks &masks, unsigned version)
{
  if (masks.reads)
    masks.reads->note (version);
  else
    msp_checking_assert (masks.resolved);
}

/* The data mask of the value OP: an SSA name, a constant or an
   address.  */

msp_mask
msp_operand_mask (tree op, const msp_masks &masks)
{
  switch (TREE_CODE (op))
    {
    case SSA_NAME:
      {
	tree type = TREE_TYPE (op);
	if (POINTER_TYPE_P (type) && TYPE_ADDR_SPACE (TREE_TYPE (type)))
	  /* msp itself gave this pointer its space.  */
	  return msp_addr_space_mask (TYPE_ADDR_SPACE (TREE_TYPE (type)));
	if (!msp_tracked_type_p (type)
	    || SSA_NAME_VERSION (op) >= masks.data.length ())
	  return MSP_UNKNOWN;
	note_read (masks, SSA_NAME_VERSION (op));
	return masks.data[SSA_NAME_VERSION (op)];
      }

    case ADDR_EXPR:
      return msp_address_mask (op, masks);

    default:
      if (CONSTANT_CLASS_P (op))
	/* Numbers carry no pointer bits, nor does a pointer constant: an
	   address fabricated from a number is no valid address of any
	   object (lattice.h).  */
	return MSP_EMPTY;
      return MSP_UNKNOWN;
    }
}

/* The implicit mask of the SSA name NAME.  */

msp_mask
msp_name_implicit (tree name, const msp_masks &masks)
{
  if (SSA_NAME_VERSION (name) >= masks.implicit.length ())
    return MSP_EMPTY;
  note_read (masks, SSA_NAME_VERSION (name));
  return masks.implicit[SSA_NAME_VERSION (name)];
}

/* The data mask of the address ADDR, an ADDR_EXPR.  */

msp_mask
msp_address_mask (tree addr, const msp_masks &masks)
{
  tree base = get_base_address (TREE_OPERAND (addr, 0));

  if (base == NULL_TREE)
    return MSP_UNKNOWN;
  if (TREE_CODE (base) == MEM_REF)
    return msp_operand_mask (TREE_OPERAND (base, 0), masks);
  if (TREE_CODE (base) == TARGET_MEM_REF)
    {
      msp_mask m = msp_operand_mask (TMR_BASE (base), masks);
      if (TMR_INDEX2 (base))
	m |= msp_operand_mask (TMR_INDEX2 (base), masks);
      return m;
    }
  return msp_decl_mask (base, masks.ctx);
}

/* What walk_value collects of an expression.  */

enum value_part
{
  PART_DATA,		/* The data masks.  */
  PART_BITS,		/* The bits: data and implicit masks.  */
  PART_IMPLICIT		/* The implicit masks.  */
};

struct value_walk
{
  msp_mask m;
  const msp_masks *masks;
  enum value_part part;
};

static msp_mask walk_value (tree, const msp_masks &, enum value_part);

/* walk_tree callback for walk_value: OR into the value_walk DATA what it
   collects of the SSA names and addresses in an expression.  An
   address's data mask is its object's, its indices' bits are part of
   its bits and of its implicit mask (as a pointer's offset is,
   rules.cc).  */

static tree
value_mask_r (tree *tp, int *walk_subtrees, void *data)
{
  value_walk *w = (value_walk *) data;

  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (w->part != PART_IMPLICIT)
	w->m |= msp_operand_mask (*tp, *w->masks);
      if (w->part != PART_DATA)
	w->m |= msp_name_implicit (*tp, *w->masks);
      *walk_subtrees = 0;
    }
  else if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      if (w->part != PART_IMPLICIT)
	w->m |= msp_address_mask (*tp, *w->masks);
      if (w->part != PART_DATA)
	w->m |= msp_address_implicit (TREE_OPERAND (*tp, 0), *w->masks);
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* What walk_value collects of EXPR, an operand of a GIMPLE statement.
   GIMPLE shares no expression nodes between operands but those the walk
   does not enter (SSA names, declarations, addresses) and constants, so
   it visits each node once; and a node visited twice would only add the
   same bits again.  So walk_tree, without the hash set of
   walk_tree_without_duplicates, which costs more than the walk.  */

static msp_mask
walk_value (tree expr, const msp_masks &masks, enum value_part part)
{
  value_walk w = { MSP_EMPTY, &masks, part };

  walk_tree (&expr, value_mask_r, &w, NULL);
  return w.m;
}

/* The data mask of the value of the expression EXPR, which reads no
   memory: the union of the data masks of the SSA names and addresses
   in it.  */

msp_mask
msp_value_mask (tree expr, const msp_masks &masks)
{
  if (TREE_CODE (expr) == SSA_NAME || TREE_CODE (expr) == ADDR_EXPR
      || CONSTANT_CLASS_P (expr))
    return msp_operand_mask (expr, masks);
  return walk_value (expr, masks, PART_DATA);
}

/* The pointer bits the value of the expression EXPR carries: the union
   of its data and implicit masks.  */

msp_mask
msp_value_bits (tree expr, const msp_masks &masks)
{
  if (CONSTANT_CLASS_P (expr))
    return MSP_EMPTY;
  if (TREE_CODE (expr) == SSA_NAME)
    return msp_operand_mask (expr, masks) | msp_name_implicit (expr, masks);
  return walk_value (expr, masks, PART_BITS);
}

/* The implicit mask of the value of the expression EXPR: the union of
   the implicit masks of the SSA names in it, and of the addresses in
   it (msp_address_implicit).  */

msp_mask
msp_value_implicit (tree expr, const msp_masks &masks)
{
  if (TREE_CODE (expr) == SSA_NAME)
    return msp_name_implicit (expr, masks);
  if (CONSTANT_CLASS_P (expr))
    return MSP_EMPTY;
  return walk_value (expr, masks, PART_IMPLICIT);
}

/* The implicit mask of the address of the memory reference REF: the
   bits of its offsets and indices, and the implicit mask of its base
   pointer.  Which location a load reads, or a store writes, then
   depends on them (a table indexed by a pointer's low bits holds them,
   a flag set at such an index keeps them).  Which object it is, the
   base's data mask, does not count: objects are disjoint, so telling
   one from another reveals how they are laid out relative to each
   other, never the absolute bits of a pointer, which only a pointer
   into that space gives (lattice.h), and storing such a pointer into
   the objects puts its bits into what they hold.  */

msp_mask
msp_address_implicit (tree ref, const msp_masks &masks)
{
  msp_mask m = MSP_EMPTY;

  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    for (int i = 1; i < TREE_CODE_LENGTH (TREE_CODE (ref)); i++)
      if (TREE_OPERAND (ref, i))
	m |= msp_value_bits (TREE_OPERAND (ref, i), masks);
  if (TREE_CODE (ref) == MEM_REF || TREE_CODE (ref) == TARGET_MEM_REF)
    {
      tree base = TREE_OPERAND (ref, 0);
      if (TREE_CODE (base) == SSA_NAME)
	m |= msp_name_implicit (base, masks);
      else
	m |= msp_value_implicit (base, masks);
      for (int i = 1; i < TREE_CODE_LENGTH (TREE_CODE (ref)); i++)
	if (TREE_OPERAND (ref, i))
	  m |= msp_value_bits (TREE_OPERAND (ref, i), masks);
    }
  return m;
}

/* Dump the masks of every SSA name of FUN that is a pointer or carries
   pointer bits: "mask NAME = DATA", then "; implicit IMPLICIT" when it
   is not empty.  */

void
msp_dump_masks (FILE *file, function *fun, const msp_masks &masks)
{
  unsigned i;
  tree name;

  FOR_EACH_SSA_NAME (i, name, fun)
    if (POINTER_TYPE_P (TREE_TYPE (name)) || masks.data[i] != MSP_EMPTY
	|| masks.implicit[i] != MSP_EMPTY)
      {
	fputs ("  mask ", file);
	print_generic_expr (file, name);
	fputs (" = ", file);
	msp_print_mask (file, masks.data[i]);
	if (masks.implicit[i] != MSP_EMPTY)
	  {
	    fputs ("; implicit ", file);
	    msp_print_mask (file, masks.implicit[i]);
	  }
	fputc ('\n', file);
      }
}

/* Print the masks MASKS of FUN (cfun if null) to stderr, as
   msp_dump_masks does: for the debugger, which may call it in the middle
   of a resolution.  */

DEBUG_FUNCTION void
debug_msp_masks (function *fun, const msp_masks &masks)
{
  msp_dump_masks (stderr, fun ? fun : cfun, masks);
}
