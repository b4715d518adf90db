/* flat-ref.cc -- a pointer plus a variable offset, and a reference
   through it.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Three transforms compute the address of a reference at a variable
   offset themselves, as a pointer plus that offset: rewrite.cc's 32-bit
   .shared references (lower_short_ref), wide-mult.cc's references whose
   offset becomes widening multiplications, and small-copy.cc's copies
   at a variable offset.  The pointer they make must tell the alias
   oracle where it points, and must not claim an alignment the offset
   does not keep.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/transform/flat-ref.h"

/* Make Q = PTR + VAR (a sizetype value) before GSI, at the location of
   the statement there, and return Q.  Q points where PTR does: PTR's
   points-to set if PTR is a name; {V} if PTR is the address of the
   variable V, whose address Q takes, so V becomes addressable (the
   oracle takes a pointer to reach no variable that is not
   may_be_aliased: ptr_deref_may_alias_decl_p).  But Q does not keep
   PTR's alignment: were it kept, an access through Q could claim it
   (get_object_alignment, MEM_ALIGN), and expand move a block with wider
   moves than the address allows.  */

tree
msp_offset_pointer (gimple_stmt_iterator *gsi, tree ptr, tree var)
{
  tree q = make_ssa_name (TREE_TYPE (ptr));
  if (TREE_CODE (ptr) == SSA_NAME && SSA_NAME_PTR_INFO (ptr))
    duplicate_ssa_name_ptr_info (q, SSA_NAME_PTR_INFO (ptr));
  else if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      tree v = TREE_OPERAND (ptr, 0);
      gcc_checking_assert (VAR_P (v));
      TREE_ADDRESSABLE (v) = 1;
      pt_solution_set_var (&get_ptr_info (q)->pt, v);
    }
  if (SSA_NAME_PTR_INFO (q))
    mark_ptr_info_alignment_unknown (SSA_NAME_PTR_INFO (q));
  gassign *sum = gimple_build_assign (q, POINTER_PLUS_EXPR, ptr, var);
  gimple_set_location (sum, gimple_location (gsi_stmt (*gsi)));
  gsi_insert_before (gsi, sum, GSI_SAME_STMT);
  return q;
}

/* The reference REF, whose base (get_inner_reference) is the MEM_REF
   BASE, as a MEM_REF of a new pointer Q = BASE's pointer + VAR (a
   sizetype offset, msp_offset_pointer), set before GSI, at BASE's
   offset plus OFF: with REF's type, alignment, alias type and
   volatility (VOLATILEP, from get_inner_reference), BASE's space and
   dependence clique.  Set *QP to Q.  (lower_short_ref, and
   wide-mult.cc's flatten_ref.)  */

tree
msp_flat_mem_ref (gimple_stmt_iterator *gsi, tree ref, tree base, tree var,
		  const poly_offset_int &off, int volatilep, tree *qp)
{
  tree q = msp_offset_pointer (gsi, TREE_OPERAND (base, 0), var);

  tree type = TREE_TYPE (ref);
  unsigned align = get_object_alignment (ref);
  if (align < TYPE_ALIGN (type))
    type = build_aligned_type (type, align);
  type = build_qualified_type (type, (TYPE_QUALS (type)
				      | ENCODE_QUAL_ADDR_SPACE
					  (TYPE_ADDR_SPACE
					   (TREE_TYPE (base)))));
  tree mem = build2 (MEM_REF, type, q,
		     wide_int_to_tree (reference_alias_ptr_type (ref),
				       mem_ref_offset (base) + off));
  MR_DEPENDENCE_CLIQUE (mem) = MR_DEPENDENCE_CLIQUE (base);
  MR_DEPENDENCE_BASE (mem) = MR_DEPENDENCE_BASE (base);
  TREE_THIS_VOLATILE (mem) = volatilep;
  TREE_SIDE_EFFECTS (mem) = TREE_SIDE_EFFECTS (ref);
  *qp = q;
  return mem;
}
