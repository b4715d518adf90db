/* cliques.cc -- tell GCC's alias oracle that state spaces are disjoint.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Two accesses into different state spaces never overlap (the PTX
   ISA's state spaces are disjoint; NVIDIA's NVVM AA answers NoAlias for
   them).  GCC's GIMPLE alias oracle offers one channel a plugin can
   use: dependence cliques on MEM_REF and TARGET_MEM_REF.  Two references
   with the same MR_DEPENDENCE_CLIQUE and different MR_DEPENDENCE_BASE do
   not alias (tree-ssa-alias.cc, refs_may_alias_p_2).  msp-early, after
   points-to analysis and before the loop optimisations, gives every
   reference whose pointer it resolved to one space and that has no
   clique yet a fresh clique of the function and a base per space, when
   the function accesses at least two spaces:

     MEM[(float *)p_1] = x;        clique 2 base 1   (global)
     y = MEM[(float *)s_2];        clique 2 base 2   (shared)

   Clique 1 is not used: points-to analysis clears and recomputes it
   (compute_dependence_clique).  References restrict already put in a
   clique keep it, so restrict's own disambiguation is not lost; msp
   only adds to references without one.  Cliques survive inlining,
   copying and LTO (remap_dependence_clique).

   .const memory is never written while a kernel runs (the PTX ISA has
   no st.const, and writing a const object is undefined in C), so the
   pointers msp made into .const are also marked as pointing to
   read-only memory: the oracle then knows that no store, and no call,
   clobbers what they read (SSA_NAME_POINTS_TO_READONLY_MEMORY,
   refs_may_alias_p_2 and call_may_clobber_ref_p_1), even a store
   through a pointer msp could not resolve.

   The data block of an outlined OpenMP body is read-only too, while
   the body runs, where the body only loads its fields (data-block.cc);
   msp_mark_readonly marks the copies the rewrite makes of its pointer.

   -fplugin-arg-msp-alias=0 turns these off.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/transform/cliques.h"

/* What collect_r gathers: the references of one function that may get
   msp's clique, and the spaces they access.  */

struct clique_refs
{
  const msp_masks *masks;
  auto_vec<tree> refs;
  auto_vec<msp_mask> spaces;
  msp_mask seen;
};

/* The space of the reference BASE, a MEM_REF or TARGET_MEM_REF, if its
   pointer was resolved to one, else MSP_EMPTY.  */

static msp_mask
ref_space (tree base, const msp_masks &masks)
{
  tree ptr = TREE_OPERAND (base, 0);
  msp_mask m = msp_operand_mask (ptr, masks);

  if (TREE_CODE (base) == TARGET_MEM_REF && TMR_INDEX2 (base))
    m |= msp_operand_mask (TMR_INDEX2 (base), masks);
  return msp_mask_addr_space (m) != 0 ? m : MSP_EMPTY;
}

/* walk_stmt_load_store_ops callback: gather BASE.  */

static bool
collect_r (gimple *, tree base, tree, void *data)
{
  struct clique_refs *c = (struct clique_refs *) data;

  if ((TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
      || MR_DEPENDENCE_CLIQUE (base) != 0)
    return false;
  msp_mask m = ref_space (base, *c->masks);
  if (m == MSP_EMPTY)
    return false;
  c->refs.safe_push (base);
  c->spaces.safe_push (m);
  c->seen |= m;
  return false;
}

/* Give the references of FUN resolved to one space, with the masks
   MASKS, msp's clique (see the head of the file); return how many.  */

unsigned
msp_set_cliques (function *fun, const msp_masks &masks)
{
  struct clique_refs c;
  basic_block bb;

  if (!msp_opts.alias)
    return 0;
  c.masks = &masks;
  c.seen = MSP_EMPTY;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      walk_stmt_load_store_ops (gsi_stmt (gsi), &c, collect_r, collect_r);

  /* One space: no pair to tell apart.  */
  if (msp_resolved_p (c.seen) || c.seen == MSP_EMPTY)
    return 0;
  if (fun->last_clique == 0)
    fun->last_clique = 1;
  unsigned short clique = ++fun->last_clique;
  for (unsigned i = 0; i < c.refs.length (); i++)
    {
      MR_DEPENDENCE_CLIQUE (c.refs[i]) = clique;
      MR_DEPENDENCE_BASE (c.refs[i]) = exact_log2 (c.spaces[i]) + 1;
    }
  return c.refs.length ();
}

/* True if the pointer type TYPE points into a space msp gives out
   whose memory is read-only (.const: no st, the table of spaces).  */

static bool
readonly_pointer_type_p (tree type)
{
  const struct msp_space *s
    = msp_space_of_addr_space (TYPE_ADDR_SPACE (TREE_TYPE (type)));

  return s && !s->store;
}

/* True if NAME is a copy or conversion, possibly through other ones,
   of a pointer marked as pointing to read-only memory: the rewrite's
   qualified copy of a read-only data block (msp_mark_readonly_block),
   which points to the same memory.  */

static bool
readonly_copy_p (tree name)
{
  for (unsigned depth = 0; depth < 8; depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (!is_gimple_assign (def)
	  || !(gimple_assign_ssa_name_copy_p (def)
	       || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	       || gimple_assign_rhs_code (def) == ADDR_SPACE_CONVERT_EXPR))
	return false;
      name = gimple_assign_rhs1 (def);
      if (TREE_CODE (name) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (name)))
	return false;
            if (SSA_NAME_POINTS_TO_READONLY_MEMORY (name))
	return true;
    }
  return false;
}

/* Mark the pointers into .const of FUN, which only msp makes, and the
   copies of pointers marked already (readonly_copy_p), as
   pointing to read-only memory (see the head of the file); return how
   many pointers into .const.  */

unsigned
msp_mark_readonly (function *fun)
{
  unsigned i, n = 0;
  tree name;

  if (!msp_opts.alias)
    return 0;
  FOR_EACH_SSA_NAME (i, name, fun)
    if (POINTER_TYPE_P (TREE_TYPE (name))
	&& !SSA_NAME_POINTS_TO_READONLY_MEMORY (name))
      {
	if (readonly_pointer_type_p (TREE_TYPE (name)))
	  {
	    SSA_NAME_POINTS_TO_READONLY_MEMORY (name) = 1;
	    n++;
	  }
	else if (readonly_copy_p (name))
	  SSA_NAME_POINTS_TO_READONLY_MEMORY (name) = 1;
      }
  return n;
}
