/* data-block.cc -- the data block of an outlined OpenMP body, read-only.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   An outlined OpenMP body reads its data block (the mapped variables'
   device addresses, firstprivate values, the bounds of its loops)
   through the parameter .omp_data_i.  A loop of the body that calls a
   function, GOMP_barrier above all, loads the fields it needs again on
   each iteration: GIMPLE's LIM takes any call in a loop for a store it
   cannot analyse, on which every load of the loop depends
   (tree-ssa-loop-im.cc, gather_mem_refs_stmt, UNANALYZABLE_MEM_ID), and
   RTL's loop invariant motion hoists no load through a pseudo from a
   block the loop does not always execute (loop-invariant.cc,
   may_trap_or_fault_p).  nvcc reads a kernel's parameters from the
   constant bank, in the instruction.

   Where nothing writes the block while the body runs (the argument is
   at msp_mark_readonly_block), ipmsp marks its pointer as pointing to
   read-only memory, so that the alias oracle moves its loads across
   calls and stores, and msp-early loads each field a loop reads once,
   before the outermost loop around it (msp_hoist_block_loads).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/transform/data-block.h"

/* The default definition of FUN's data block pointer if FUN is a
   function omp-low outlined (its first parameter is .omp_data_i), else
   NULL.  */

static tree
block_pointer (function *fun)
{
  tree parm = DECL_ARGUMENTS (fun->decl);
  if (!parm || !DECL_NAME (parm) || !POINTER_TYPE_P (TREE_TYPE (parm))
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (parm)), ".omp_data_i") != 0)
    return NULL_TREE;
  return ssa_default_def (fun, parm);
}

/* True if STMT, a use of the pointer BLOCK, loads a field of *BLOCK
   into a register and uses BLOCK only as the base of that load.  */

static bool
block_field_load_p (gimple *stmt, tree block)
{
  if (!gimple_assign_load_p (stmt) || gimple_vdef (stmt)
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
    return false;
  tree ref = gimple_assign_rhs1 (stmt);
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) != MEM_REF
      || TREE_OPERAND (base, 0) != block
      || TREE_THIS_VOLATILE (ref))
    return false;
  /* BLOCK nowhere else in the reference (an index).  */
  ssa_op_iter it;
  use_operand_p use;
  unsigned n = 0;
  FOR_EACH_SSA_USE_OPERAND (use, stmt, it, SSA_OP_USE)
    if (USE_FROM_PTR (use) == block)
      n++;
  return n == 1;
}

/* STMT loads a field of the data block BLOCK (block_field_load_p): if
   the bytes it reads lie within the block's record at a constant
   offset, mark the load as one that cannot trap.  The block is valid
   memory for as long as the body runs, so such a load may be executed
   anywhere in it, and LIM may hoist it from a block the loop does not
   always execute (tree_could_trap_p, TREE_THIS_NOTRAP).  */

static void
mark_notrap (gimple *stmt, tree block)
{
  tree ref = gimple_assign_rhs1 (stmt);
  tree base = get_base_address (ref);
  tree record = TREE_TYPE (TREE_TYPE (block));
  poly_int64 off;

  if (get_addr_base_and_unit_offset (ref, &off) != base
      || !COMPLETE_TYPE_P (record)
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (record))
      || !TYPE_SIZE_UNIT (TREE_TYPE (ref))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ref))))
    return;
  off += mem_ref_offset (base).force_shwi ();
  if (known_ge (off, 0)
      && known_le (off + tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ref))),
		   tree_to_uhwi (TYPE_SIZE_UNIT (record))))
    TREE_THIS_NOTRAP (base) = 1;
}

/* Mark the data block of FUN, if FUN is an outlined OpenMP body that
   only loads its fields, as read-only memory; return 1 if it did.

   omp-low.cc (create_omp_child_function) gives each function it
   outlines, a target region's kernel, a parallel or a task body, its
   data block as the parameter ".omp_data_i".  Whoever writes the block
   finishes before the body is called and reads it again only after
   the body has returned: the host before it launches the kernel (GCC
   makes a target body's block "const": omp-low.cc,
   fixup_child_record_type: "in a target region we never modify any of
   the pointers in *.omp_data_i"); the thread that meets a parallel
   construct, which fills its .omp_data_o, runs the body itself inside
   GOMP_parallel and reads the block back (copy-out) after the team has
   ended; GOMP_task and GOMP_taskloop run a deferred task on a copy of
   the block they made before (libgomp's task.c), an undeferred one
   while the encountering thread waits.  omp-low passes .omp_data_o to
   that one call only.  So while the body runs, only the body can write
   the block, and all the threads of a team run the same body: if every
   use of the parameter in it loads a field into a register (no store,
   no atomic, no address taken, no copy of the pointer, no call given
   it: shared variables copied in and out, "shared(x)" of a scalar whose
   address is not taken, are stored through it and keep it out), no one
   writes it.  The mark lets the alias oracle move the loads of its
   fields across calls (a call of GOMP_barrier in a loop) and stores,
   and GCC's LIM and PRE then load each once (call_may_clobber_ref_p_1,
   refs_may_alias_p_2); the loads of fields within the record are also
   marked as unable to trap (mark_notrap), which msp_hoist_block_loads
   needs.

   Its lifetime: it is set after ipmsp, before the local pipeline (whose
   first FRE and PRE already use it), on the IL the inliner made; no
   pass after it inlines, and none makes a store to memory that was not
   stored to before or passes a pointer to a call that was not.
   OpenACC functions are left out: oaccdevlow lowers their reductions
   after msp-early.  */

unsigned
msp_mark_readonly_block (function *fun)
{
  if (!msp_opts.alias || !msp_opts.data_block
      || oacc_get_fn_attrib (fun->decl))
    return 0;
  tree block = block_pointer (fun);
  if (!block || SSA_NAME_POINTS_TO_READONLY_MEMORY (block))
    return 0;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, block)
    {
      gimple *stmt = USE_STMT (use);
      if (!is_gimple_debug (stmt) && !block_field_load_p (stmt, block))
	return 0;
    }
  SSA_NAME_POINTS_TO_READONLY_MEMORY (block) = 1;
  FOR_EACH_IMM_USE_FAST (use, it, block)
    if (!is_gimple_debug (USE_STMT (use)))
      mark_notrap (USE_STMT (use), block);
  return 1;
}

/* The edge that enters the outermost loop around BB from outside it,
   if that loop has one such edge, else NULL.  */

static edge
outer_loop_entry (basic_block bb)
{
  class loop *loop = bb->loop_father;
  while (loop_depth (loop) > 1)
    loop = loop_outer (loop);
  edge e, found = NULL;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
	if (found || (e->flags & EDGE_ABNORMAL))
	  return NULL;
	found = e;
      }
  return found;
}

/* Load each field of FUN's read-only data block that a loop of FUN
   loads once, on the edge that enters the outermost loop around the
   load, where msp_mark_readonly_block marked the block read-only and
   the load as unable to trap; return how many loads moved.  The value
   is the same: nothing writes the block while FUN runs, so the load
   before the loop reads what the load in the loop read; it cannot
   fault, the block being valid memory for all of FUN's run; and the
   new place dominates the loop, so every use of the load.  The moved
   loads' virtual uses are renamed to the memory state live there.
   Identical loads before a loop are one for FRE and CSE.  */

unsigned
msp_hoist_block_loads (function *fun)
{
  unsigned n = 0;

  if (!optimize || !loops_for_fn (fun))
    return 0;
  tree block = block_pointer (fun);
  if (!block || !SSA_NAME_POINTS_TO_READONLY_MEMORY (block))
    return 0;
  tree vop = get_or_create_ssa_default_def (fun, gimple_vop (fun));
  auto_vec<gimple *> loads;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, block)
    {
      gimple *stmt = USE_STMT (use);
      if (is_gimple_debug (stmt)
	  || loop_depth (gimple_bb (stmt)->loop_father) == 0)
	continue;
      tree base = get_base_address (gimple_assign_rhs1 (stmt));
      if (block_field_load_p (stmt, block) && TREE_THIS_NOTRAP (base))
	loads.safe_push (stmt);
    }
  for (unsigned i = 0; i < loads.length (); i++)
    {
      edge entry = outer_loop_entry (gimple_bb (loads[i]));
      if (!entry)
	continue;
      gimple_stmt_iterator gsi = gsi_for_stmt (loads[i]);
      gsi_remove (&gsi, false);
      SET_USE (gimple_vuse_op (loads[i]), vop);
      gsi_insert_on_edge_immediate (entry, loads[i]);
      update_stmt (loads[i]);
      n++;
    }
  if (n)
    {
      /* The virtual use the moved loads read is the one live where
	 they are now.  */
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa_only_virtuals);
    }
  return n;
}
