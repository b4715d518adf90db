/* blocks.cc -- the data blocks of parallel regions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   omp-low.cc (lower_omp_taskreg, lower_send_clauses,
   lower_send_shared_vars) gives each parallel region a data block, a
   local variable of the encountering function (.omp_data_o.N), stores
   into it the values and addresses the region needs (the address of a
   teams-private variable among them), and passes its address to
   GOMP_parallel or a variant, which call FN (DATA) on every thread with
   DATA unchanged and never write *DATA (libgomp parallel.c, loop.c,
   sections.c; nvptx team.c).  A value the body loads from its block
   was stored there by the encountering function, or by the body itself
   (a copy-out).  When msp sees every such store, what the stores into
   a place of the block stored is all a load from that place may read:
   the facts of the callback (gimple/ipa/summarise.cc), which sources.cc gives
   loads through the body's data parameter, within the memory mask of
   the whole unit.  So a teams-private variable on the team master's
   soft stack stays global in one region while another stores a .shared
   pointer (GCC 14's pteam allocator) or a .const one into its own
   block.  msp sees every store when

   - every block handed to the callback is the address of a local
     variable V of the caller, handed to no other callback, whose address
     the caller takes nowhere else (not in a PHI, not as another
     argument, not stored): then only the caller's statements whose
     destination lies in V, and the callback's, write it
     (msp_find_block_vars);
   - the callback uses its data parameter only as the base of the memory
     references of loads and stores (no copy of the pointer, no address
     of a field): then its stores into the block are those whose
     destination is such a reference (msp_block_param).

   Otherwise msp knows nothing of the block beyond the memory mask.
   GOMP_task copies the block (core/callbacks.cc) and
   GOMP_parallel_reductions hands what its first field points to to the
   reduction registration: their callbacks are not counted.

   Places are bit ranges from the start of the block
   (msp_block_extent); a store or load whose range is not a constant
   one stands for every place.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/callbacks.h"
#include "core/facts.h"
#include "gimple/analysis/blocks.h"

/* True if CALL hands its callback CB (msp_callbacks_of) a data block
   that libgomp passes unchanged and does not write.  */

static bool
block_passed_unchanged_p (const gcall *call, const struct msp_callback *cb)
{
  return (cb->nparams == 1 && !cb->param_copy[0] && cb->param_arg[0] >= 0
	  && !gimple_call_builtin_p (call, BUILT_IN_GOMP_PARALLEL_REDUCTIONS));
}

/* If the argument ARG is the address of a local variable of the
   function FUN, return the variable.  */

static tree
local_block_var (function *fun, tree arg)
{
  if (TREE_CODE (arg) != ADDR_EXPR)
    return NULL_TREE;
  tree v = TREE_OPERAND (arg, 0);
  if (!VAR_P (v) || !auto_var_in_fn_p (v, fun->decl))
    return NULL_TREE;
  return v;
}

/* walk_tree callback: add to the hash_set WI->info the variables whose
   address the operand takes, but for direct references (MEM_REF and
   TARGET_MEM_REF of an address: the statement accesses the variable,
   the address goes nowhere).  */

static tree
taken_addr_r (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  hash_set<tree> *taken = (hash_set<tree> *) wi->info;

  if ((TREE_CODE (*tp) == MEM_REF || TREE_CODE (*tp) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (*tp, 0)) == ADDR_EXPR)
    {
      /* The address operand is accessed; walk the others.  */
      for (int i = 1; i < TREE_OPERAND_LENGTH (*tp); i++)
	if (TREE_OPERAND (*tp, i))
	  walk_tree (&TREE_OPERAND (*tp, i), taken_addr_r, data, NULL);
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (*tp, 0));
      if (base && VAR_P (base))
	taken->add (base);
    }
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Walk the operand *TP for taken addresses into TAKEN.  */

static void
walk_taken (tree *tp, hash_set<tree> *taken)
{
  struct walk_stmt_info wi;

  memset (&wi, 0, sizeof wi);
  wi.info = taken;
  walk_tree (tp, taken_addr_r, &wi, NULL);
}

/* Of the callbacks CALL hands libgomp, CBS (N of them, msp_callbacks_of),
   those counted (CALLBACKS if not NULL, else those the facts say): push
   onto FOUND, if not NULL, each one handed the address of a local
   variable of FUN unchanged, with the variable, and onto ANY the others.
   Return the argument of CALL that is such an address, or -1.  */

static int
callback_blocks (function *fun, gcall *call, const struct msp_callback *cbs,
		 int n, hash_set<cgraph_node *> *callbacks,
		 vec<msp_block_var> *found, vec<cgraph_node *> *any)
{
  int data_arg = -1;

  for (int i = 0; i < n; i++)
    {
      tree fn = gimple_call_arg (call, cbs[i].fn_arg);
      cgraph_node *cb = (TREE_CODE (fn) == ADDR_EXPR
			 ? cgraph_node::get (TREE_OPERAND (fn, 0))
			 : NULL);
      if (cb == NULL
	  || !(callbacks ? callbacks->contains (cb)
	       : msp_fn_callback_p (cb->decl)))
	continue;
      tree v = NULL_TREE;
      if (n == 1 && block_passed_unchanged_p (call, &cbs[i]))
	v = local_block_var (fun, gimple_call_arg (call,
						   cbs[i].param_arg[0]));
      if (v)
	{
	  msp_block_var bv = { v, cb };
	  if (found)
	    found->safe_push (bv);
	  data_arg = cbs[i].param_arg[0];
	}
      else if (found)
	any->safe_push (cb);
    }
  return data_arg;
}

/* Add to TAKEN the variables of FUN whose address a statement takes,
   but for the blocks handed to the callbacks (callback_blocks, with
   CALLBACKS), which the callbacks' facts count.  */

static void
find_taken (function *fun, hash_set<cgraph_node *> *callbacks,
	    hash_set<tree> *taken)
{
  basic_block bb;

  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	{
	  gphi *phi = psi.phi ();
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    walk_taken (gimple_phi_arg_def_ptr (phi, i), taken);
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  gcall *call = dyn_cast <gcall *> (stmt);
	  struct msp_callback cbs[2];
	  int n = call ? msp_callbacks_of (call, cbs) : 0;
	  if (gasm *a = dyn_cast <gasm *> (stmt))
	    /* A memory output writes its operand.  */
	    for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	      {
		tree op = TREE_VALUE (gimple_asm_output_op (a, i));
		tree base = get_base_address (op);
		if (base && VAR_P (base))
		  taken->add (base);
	      }
	  if (n == 0)
	    {
	      struct walk_stmt_info wi;
	      memset (&wi, 0, sizeof wi);
	      wi.info = taken;
	      walk_gimple_op (stmt, taken_addr_r, &wi);
	      continue;
	    }
	  /* A callback call: the data argument handed unchanged is not
	     taken; every other operand is walked.  */
	  int data_arg = callback_blocks (fun, call, cbs, n, callbacks,
					  NULL, NULL);
	  if (gimple_call_lhs (call))
	    walk_taken (gimple_call_lhs_ptr (call), taken);
	  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	    if ((int) i != data_arg)
	      walk_taken (gimple_call_arg_ptr (call, i), taken);
	}
    }
}

/* The data blocks of the callbacks the function FUN (cfun) hands
   libgomp: push onto VARS the local variables whose every store the
   callbacks' facts may count, with their callbacks, and onto ANY the
   callbacks handed any other block.  The callbacks are the functions
   only libgomp calls back: those of the set CALLBACKS if not NULL (before
   the unit's facts exist), else those the facts say.  */

void
msp_find_block_vars (function *fun, hash_set<cgraph_node *> *callbacks,
		     vec<msp_block_var> *vars, vec<cgraph_node *> *any)
{
  hash_set<tree> taken;
  auto_vec<msp_block_var> found;
  basic_block bb;

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
	{
	  struct msp_callback cbs[2];
	  int n = msp_callbacks_of (call, cbs);
	  if (n)
	    callback_blocks (fun, call, cbs, n, callbacks, &found, any);
	}
  /* Walking every operand for taken addresses is the costly part: only
     where a block is a local variable.  */
  if (found.is_empty ())
    return;
  find_taken (fun, callbacks, &taken);

  /* A variable whose address is taken elsewhere, or that is handed to
     two callbacks, may be written by others.  */
  for (unsigned i = 0; i < found.length (); i++)
    {
      bool ok = !taken.contains (found[i].var);
      for (unsigned j = 0; j < found.length () && ok; j++)
	if (found[j].var == found[i].var && found[j].cb != found[i].cb)
	  ok = false;
      if (ok)
	vars->safe_push (found[i]);
      else
	any->safe_push (found[i].cb);
    }
}

/* If the function FUN (cfun), a callback, uses its data parameter only
   as the base of the memory references of loads and stores, return the
   parameter's incoming value (NULL_TREE when it has none); else return
   error_mark_node.  */

tree
msp_block_param (function *fun)
{
  tree parm = DECL_ARGUMENTS (fun->decl);
  tree ddef = parm ? ssa_default_def (fun, parm) : NULL_TREE;
  imm_use_iterator iter;
  gimple *use;

  if (parm == NULL_TREE)
    return error_mark_node;
  if (ddef == NULL_TREE)
    return NULL_TREE;
  FOR_EACH_IMM_USE_STMT (use, iter, ddef)
    {
      if (is_gimple_debug (use))
	continue;
      unsigned direct = 0, uses = 0;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
	uses++;
      if (gimple_assign_single_p (use))
	{
	  tree lhs = gimple_assign_lhs (use), rhs = gimple_assign_rhs1 (use);
	  tree lbase = get_base_address (lhs);
	  tree rbase = (TREE_CODE (rhs) == ADDR_EXPR ? NULL_TREE
			: get_base_address (rhs));
	  if (gimple_store_p (use) && lbase && TREE_CODE (lbase) == MEM_REF
	      && TREE_OPERAND (lbase, 0) == ddef)
	    direct++;
	  if (gimple_assign_load_p (use) && rbase
	      && TREE_CODE (rbase) == MEM_REF
	      && TREE_OPERAND (rbase, 0) == ddef)
	    direct++;
	}
      if (direct != uses)
	{
	  end_imm_use_stmt_traverse (&iter);
	  return error_mark_node;
	}
    }
  return ddef;
}

/* If the reference REF, whose base (get_base_address) is BASE, a data
   block variable or a MEM_REF of a callback's data parameter, reads or
   writes a constant range of bits of the block, set *OFFSET and *SIZE
   to it and return true.  */

bool
msp_block_extent (tree ref, tree base, HOST_WIDE_INT *offset,
		  HOST_WIDE_INT *size)
{
  bool reverse;
  tree b = get_ref_base_and_extent_hwi (ref, offset, size, &reverse);

  if (b == NULL_TREE || b != base || *size <= 0)
    return false;
  if (TREE_CODE (b) == MEM_REF)
    {
      /* get_ref_base_and_extent leaves the offset of MEM[p + C] out.  */
      poly_offset_int off = mem_ref_offset (b) << LOG2_BITS_PER_UNIT;
      if (!off.is_constant () || !wi::fits_shwi_p (off.to_constant ()))
	return false;
      *offset += off.to_constant ().to_shwi ();
    }
  return true;
}

/* The base (get_base_address) of what STMT stores into, or NULL.  */

tree
msp_block_store_base (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);

  return lhs && !is_gimple_reg (lhs) ? get_base_address (lhs) : NULL_TREE;
}
