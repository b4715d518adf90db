/* short-exit.cc -- exit tests that 32-bit addresses decide exactly.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp's .shared pointers are 32-bit (core/spaces.cc).  msp-late copies
   the induction variables that ivopts made for a generic pointer into
   .shared as 32-bit ones (rewrite.cc), but ivopts also made the loop's
   exit test compare the generic induction variable with a bound:

     # ivtmp_2 = PHI <ivtmp_1(latch), start_5(preheader)>
     _45 = (void *) ivtmp_2;
     _32 = MEM[(float *)_45];            access through the IV
     ivtmp_1 = ivtmp_2 + 4;
     if (ivtmp_1 != end_57)              exit test on the generic IV

   Left so, the generic induction variable lives beside its 32-bit copy,
   a 64-bit add and compare more per iteration than the 64-bit .shared
   induction variable it replaces.  This file says when the test may
   compare the 32-bit copies instead (rewrite.cc makes the copies): when
   a 32-bit comparison of the two values always answers what the 64-bit
   one does.  The copies are the values less the .shared window's base,
   modulo 2^32, so they compare equal exactly when the generic values
   are equal modulo 2^32.  The test qualifies when:

   - it is == or != between the induction variable X (the PHI's result
     G or its stepped value G + S, S a constant with |S| < 2^29) and a
     bound B defined outside the loop, both resolved to .shared;
   - its edge out is the loop's only exit edge, and the loop has no
     inner loop, no asm and no call but of functions that return
     (call_returns_p): nothing leaves, stops or traps in it but the
     test;
   - an access at G or G + S plus a constant C, in the loop, comes
     before the test in every iteration (its block dominates the
     test's).

   Why the 32-bit test then answers as the 64-bit one, in every
   execution without undefined behaviour: say that in iteration J the
   values X_J and B are equal modulo 2^32 but not equal.  The 64-bit
   test lets the loop go on, and nothing else ends it; every later
   iteration K accesses A_K = G_K + C, which lies in the CTA's .shared
   window, under 2^18 bytes (228 KiB at most).  The addresses step by
   S, so they leave the window unless the loop ends, which only the
   test does, at some K with X_K = B.  Between J and K every access lay
   in the window, so |A_K - A_J| < 2^18, and X_J and X_K lie within
   |S| of A_J and A_K: |X_K - X_J| < 2^18 + 2^29 < 2^32.  But
   X_K - X_J = B - X_J is a non-zero multiple of 2^32: a contradiction.

   The single exit is what brings the bound within reach: a loop that
   may leave first ("for (i = 0; i < n; i++) if (t[i] == x) break;"
   with a huge N over a float tile T) may have a bound 2^32 bytes
   beyond its accesses, and the 32-bit test would end it early.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/transform/short-exit.h"

/* The bound on the step of an induction variable whose exit test may
   be made 32-bit (the head of the file).  */
#define MAX_STEP ((HOST_WIDE_INT) 1 << 29)

/* If NAME is an induction variable of constant step, the result G of a
   PHI in the header of G's loop whose argument on the latch edge is
   G + C for an integer constant C, or that argument, return G and set
   *STEP to the statement that computes G + C; else return NULL_TREE.
   narrow_offset (rewrite.cc) copies such variables into 32 bits too.  */

tree
msp_constant_step_iv (tree name, gassign **step)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL_TREE;
  tree phi_res = name;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (is_gimple_assign (def)
      && (gimple_assign_rhs_code (def) == PLUS_EXPR
	  || gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR))
    phi_res = gimple_assign_rhs1 (def);
  if (TREE_CODE (phi_res) != SSA_NAME)
    return NULL_TREE;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (phi_res));
  if (phi == NULL)
    return NULL_TREE;
  basic_block bb = gimple_bb (phi);
  class loop *loop = bb->loop_father;
  if (loop == NULL || loop->header != bb || loop->latch == NULL)
    return NULL_TREE;

  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  if (TREE_CODE (next) != SSA_NAME || (name != phi_res && name != next))
    return NULL_TREE;
  gassign *sum = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next));
  if (sum == NULL
      || (gimple_assign_rhs_code (sum) != PLUS_EXPR
	  && gimple_assign_rhs_code (sum) != POINTER_PLUS_EXPR)
      || gimple_assign_rhs1 (sum) != phi_res
      || TREE_CODE (gimple_assign_rhs2 (sum)) != INTEGER_CST)
    return NULL_TREE;
  *step = sum;
  return phi_res;
}

/* If NAME is an induction variable of LOOP (msp_constant_step_iv) whose
   step S has |S| < MAX_STEP, return the PHI's result and set *NEXT to
   its stepped value; else return NULL_TREE.  */

static tree
loop_iv (tree name, class loop *loop, tree *next)
{
  gassign *step;
  tree phi_res = msp_constant_step_iv (name, &step);
  if (phi_res == NULL_TREE
      || gimple_bb (SSA_NAME_DEF_STMT (phi_res)) != loop->header)
    return NULL_TREE;
  tree s = gimple_assign_rhs2 (step);
  if (!wi::fits_shwi_p (wi::to_wide (s)))
    return NULL_TREE;
  HOST_WIDE_INT v = wi::to_wide (s).to_shwi ();
  if (v == 0 || v >= MAX_STEP || v <= -MAX_STEP)
    return NULL_TREE;
  *next = gimple_assign_lhs (step);
  return phi_res;
}

/* True if the address PTR is IV or NEXT, through conversions and
   additions of constants.  */

static bool
address_of_iv_p (tree ptr, tree iv, tree next)
{
  for (int depth = 0; depth < 4; depth++)
    {
      if (ptr == iv || ptr == next)
	return true;
      if (TREE_CODE (ptr) != SSA_NAME)
	return false;
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (def == NULL)
	return false;
      enum tree_code code = gimple_assign_rhs_code (def);
      if ((code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
	  && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST)
	ptr = gimple_assign_rhs1 (def);
      else if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
	ptr = gimple_assign_rhs1 (def);
      else
	return false;
    }
  return false;
}

/* walk_stmt_load_store_ops callback: set *DATA's flag if BASE is a
   memory reference at IV or NEXT plus a constant.  */

struct iv_access
{
  tree iv, next;
  bool found;
};

static bool
visit_access (gimple *, tree base, tree, void *data)
{
  struct iv_access *a = (struct iv_access *) data;

  if ((TREE_CODE (base) == MEM_REF
       || (TREE_CODE (base) == TARGET_MEM_REF
	   && TMR_INDEX (base) == NULL_TREE
	   && TMR_INDEX2 (base) == NULL_TREE))
      && address_of_iv_p (TREE_OPERAND (base, 0), a->iv, a->next))
    a->found = true;
  return false;
}

/* True if the call STMT returns: an internal function, a function GCC
   knows to be const or pure and to terminate (ECF_LOOPING_CONST_OR_PURE
   unset), or libgomp's team barrier, GOMP_barrier, which returns when
   the team's threads have all reached it (bar.c of libgomp's nvptx
   port; its cancellable variant is another builtin).  */

static bool
call_returns_p (gimple *stmt)
{
  int flags = gimple_call_flags (stmt);

  return (gimple_call_internal_p (stmt)
	  || ((flags & (ECF_CONST | ECF_PURE))
	      && !(flags & (ECF_LOOPING_CONST_OR_PURE | ECF_NORETURN)))
	  || gimple_call_builtin_p (stmt, BUILT_IN_GOMP_BARRIER));
}

/* True if LOOP's only way out is EXIT: no other exit edge, no inner
   loop, no call but of functions that return, no asm.  */

static bool
only_exit_p (class loop *loop, edge exit)
{
  if (loop->inner)
    return false;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1 || exits[0] != exit)
    return false;

  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; ok && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      if ((is_gimple_call (gsi_stmt (gsi))
	   && !call_returns_p (gsi_stmt (gsi)))
	  || gimple_code (gsi_stmt (gsi)) == GIMPLE_ASM)
	ok = false;
  free (body);
  return ok;
}

/* True if an access at IV or NEXT plus a constant comes before COND in
   every iteration of LOOP.  */

static bool
accessed_before_p (class loop *loop, gcond *cond, tree iv, tree next)
{
  struct iv_access a = { iv, next, false };
  basic_block *body = get_loop_body (loop);

  for (unsigned i = 0; !a.found && i < loop->num_nodes; i++)
    if (dominated_by_p (CDI_DOMINATORS, gimple_bb (cond), body[i]))
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !a.found && !gsi_end_p (gsi); gsi_next (&gsi))
	walk_stmt_load_store_ops (gsi_stmt (gsi), &a, visit_access,
				  visit_access);
  free (body);
  return a.found;
}

/* True if COND, an exit test of the current function, compares an
   induction variable with a bound as the head of the file requires;
   set *IV to the operand that is the induction variable and *BOUND to
   the other.  The caller gives dominators and loops.  */

bool
msp_short_exit_test_p (gcond *cond, tree *iv, tree *bound)
{
  enum tree_code code = gimple_cond_code (cond);
  basic_block bb = gimple_bb (cond);
  class loop *loop = bb->loop_father;

  if ((code != EQ_EXPR && code != NE_EXPR) || loop == NULL
      || loop_outer (loop) == NULL || loop->latch == NULL)
    return false;

  edge exit = NULL, e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (!flow_bb_inside_loop_p (loop, e->dest))
      exit = e;
  if (exit == NULL || !only_exit_p (loop, exit))
    return false;

  for (int i = 0; i < 2; i++)
    {
      tree op = i ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
      tree other = i ? gimple_cond_lhs (cond) : gimple_cond_rhs (cond);
      tree next;
      tree phi_res = loop_iv (op, loop, &next);
      if (phi_res == NULL_TREE || TREE_CODE (other) != SSA_NAME
	  || (!SSA_NAME_IS_DEFAULT_DEF (other)
	      && flow_bb_inside_loop_p
		   (loop, gimple_bb (SSA_NAME_DEF_STMT (other)))))
	continue;
      if (accessed_before_p (loop, cond, phi_res, next))
	{
	  *iv = op;
	  *bound = other;
	  return true;
	}
    }
  return false;
}
