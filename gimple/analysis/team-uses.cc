/* team-uses.cc -- where the address of a target body's variable goes.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   gimple/ipa/team-shared.cc moves an array (or another variable whose
   address is taken) of an OpenMP target body into .shared memory only
   if its address stays in the team: a .shared address, generic or not,
   means the same object only inside its CTA, and the host, other teams
   and libgomp's reverse offload (GOMP_target_ext copies its argument
   blocks to the host) cannot read through it.  This file follows the
   address to the end of its uses, and says why it may not move
   (msp_team_reject) as soon as one use goes where it does not follow.  The uses it follows:

   - accesses: the array, or an address derived from it, is the base of
     a load, a store, a clobber, or the first argument of an atomic
     operation (msp_atomic_call_p; not a value the operation stores);
   - derived addresses, followed in turn: copies, pointer arithmetic,
     conversions to other pointers, PHIs, MIN/MAX, conditional
     expressions, the address of a reference based on it; comparisons
     and the difference of two addresses into the array give numbers;
   - calls: a function of the unit (msp_callee_with_body) whose parameter's
     uses are all such uses, its result followed in the caller if it
     returns the address (GCC's modref would say so, EAF_NO_DIRECT_ESCAPE,
     but its summaries do not reach the offload compiler); the body of a
     weak function that is not a comdat may give way to another at the
     link, and is not trusted; a function outside the unit whose fnspec
     says it keeps nothing (gimple_call_arg_flags), its result followed
     if it may return the argument;
   - data blocks: in the target body, a store of the array's constant
     address into a place of the block of a parallel region whose every
     store and load msp sees (gimple/analysis/blocks.cc); the target body may
     load and store the block's other places, and hands it to its
     callback; the callback (msp_team_scan_callback) must be handed no
     other block and load the place only, into SSA names, which are
     followed in turn.

   Anything else (a conversion to an integer, a store of the address, an
   asm, a return from the target body or the callback, a use in an omp
   simd region of the target body) keeps the array where it is.  The
   walks run at ipmsp, before the local pipeline: the loop optimisations
   have not yet turned addresses into integers.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/atomics.h"
#include "gimple/analysis/blocks.h"
#include "gimple/analysis/decls.h"
#include "core/callbacks.h"
#include "core/callgraph.h"
#include "gimple/analysis/simt.h"
#include "gimple/analysis/team-uses.h"

/* What the walks of one array's uses share.  */

struct team_scan
{
  team_scan (msp_team_array *a, function *f, const vec<msp_block_var> *v,
	     unsigned d)
    : array (a), fun (f), vars (v), depth (d), returned (false) {}

  msp_team_array *array;
  /* The function walked.  */
  function *fun;
  /* SSA names to follow, and those followed.  */
  auto_vec<tree> work;
  hash_set<tree> seen;
  /* Pointer differences to check once every name is known.  */
  auto_vec<gimple *> diffs;
  /* The block variables of FUN (msp_find_block_vars).  */
  const vec<msp_block_var> *vars;
  /* FUN is a callee, DEPTH calls deep, which may return the address
     (RETURNED).  */
  unsigned depth;
  bool returned;
};

/* Callees deeper than this keep the array where it is.  */
#define MAX_CALLEE_DEPTH 8

/* What follow_into knows of a callee's parameter (msp_team_array's
   params).  */
enum
{
  PARAM_FOLLOWING,		/* Its uses are being followed.  */
  PARAM_NOT_RETURNED,		/* Followed; it does not come back.  */
  PARAM_RETURNED		/* Followed; the result may be it.  */
};

/* Keep ARRAY where it is, because of WHY at STMT (may be NULL); the
   first reason stands.  */

void
msp_team_reject (msp_team_array *array, const char *why, gimple *stmt)
{
  if (array->why == NULL)
    {
      array->why = why;
      array->why_stmt = stmt;
    }
}

/* True if the value X, a candidate variable or an SSA name, is the
   base of the memory reference REF.  */

static bool
based_on_p (tree ref, tree x)
{
  tree base = get_base_address (ref);

  if (base == NULL_TREE)
    return false;
  if (base == x)
    /* The variable itself, or (an SSA name) its bits reinterpreted:
       VIEW_CONVERT_EXPR <long> (p_1) is no access but the address made
       a number.  */
    return TREE_CODE (x) != SSA_NAME;
  return ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && TREE_OPERAND (base, 0) == x);
}

/* True if OP is a memory reference based on X: an access.  */

static bool
access_p (tree op, tree x)
{
  return (TREE_CODE (op) != ADDR_EXPR && TREE_CODE (op) != SSA_NAME
	  && !CONSTANT_CLASS_P (op) && based_on_p (op, x));
}

/* True if OP is an address derived from X: X itself, an SSA name, or
   the address of a reference based on X.  */

static bool
address_p (tree op, tree x)
{
  if (op == x)
    return TREE_CODE (x) == SSA_NAME;
  return TREE_CODE (op) == ADDR_EXPR && based_on_p (TREE_OPERAND (op, 0), x);
}

/* walk_tree callback: count in the count_info WI->info the occurrences
   of its value X.  */

struct count_info
{
  tree x;
  unsigned n;
};

static tree
count_r (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  count_info *ci = (count_info *) wi->info;

  if (*tp == ci->x)
    ci->n++;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* The number of occurrences of X in the operands of STMT.  */

static unsigned
occurrences (gimple *stmt, tree x)
{
  count_info ci = { x, 0 };
  struct walk_stmt_info wi;

  memset (&wi, 0, sizeof wi);
  wi.info = &ci;
  walk_gimple_op (stmt, count_r, &wi);
  return ci.n;
}

/* Follow the SSA name NAME, which may hold the array's address.  */

static void
follow (team_scan *scan, tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    {
      msp_team_reject (scan->array, "its address is copied into memory", NULL);
      return;
    }
  if (!scan->seen.add (name))
    {
      scan->work.safe_push (name);
      scan->array->names.safe_push (name);
    }
}

/* If the block place that the store STMT writes, of a value derived from
   the array, is one of SCAN's block variables' places, record it and
   return true.  */

static bool
note_place (team_scan *scan, gimple *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree base = msp_block_store_base (stmt);
  tree value = gimple_assign_rhs1 (stmt);

  if (base == NULL_TREE || scan->vars == NULL
      || TREE_CODE (value) != ADDR_EXPR || !is_gimple_min_invariant (value))
    return false;
  for (unsigned i = 0; i < scan->vars->length (); i++)
    if ((*scan->vars)[i].var == base)
      {
	msp_team_place p = { stmt, base, (*scan->vars)[i].cb, 0, 0, vNULL };
	if (!msp_block_extent (lhs, base, &p.offset, &p.size)
	    || !POINTER_TYPE_P (TREE_TYPE (lhs)))
	  return false;
	scan->array->places.safe_push (p);
	return true;
      }
  return false;
}

static void follow_names (team_scan *);

/* The argument I of CALL, a call of the function CALLEE of the unit, is
   an address derived from the array: follow it into CALLEE's body, and
   return true if it goes nowhere msp does not follow; follow CALL's
   result if CALLEE may return it.  GCC's modref would say the same
   (EAF_NO_DIRECT_ESCAPE), but its summaries do not reach the offload
   compiler.  */

static bool
follow_into (team_scan *scan, gcall *call, cgraph_node *callee, unsigned i)
{
  tree parm = DECL_ARGUMENTS (callee->decl);

  for (unsigned j = 0; parm && j < i; j++)
    parm = DECL_CHAIN (parm);
  /* The offload image is linked statically: the body in the unit is the
     one that runs, unless a weak definition may give way to another
     (a comdat's copies are the same function).  lto1 without a
     resolution file says AVAIL_INTERPOSABLE of every public function,
     and so does not tell.  */
  if (parm == NULL_TREE || scan->depth >= MAX_CALLEE_DEPTH
      || (DECL_WEAK (callee->decl) && !DECL_COMDAT (callee->decl))
      || !POINTER_TYPE_P (TREE_TYPE (parm)))
    return false;
  /* Only a pointer result can be the address: a callee that made it
     anything else did so by a use its walk does not follow.  */
  tree lhs = gimple_call_lhs (call);
  if (lhs && !POINTER_TYPE_P (TREE_TYPE (lhs)))
    lhs = NULL_TREE;
  if (int *state = scan->array->params->get (parm))
    {
      /* Followed already, or being followed (recursion): the call's
	 result is followed unless the parameter is known not to come
	 back.  */
      if (lhs && *state != PARAM_NOT_RETURNED)
	follow (scan, lhs);
      return scan->array->why == NULL;
    }
  scan->array->params->put (parm, PARAM_FOLLOWING);

  function *fun = callee->get_fun ();
  tree ddef = ssa_default_def (fun, parm);
  if (ddef == NULL_TREE && !is_gimple_reg (parm))
    /* Its incoming value is stored into the frame.  */
    return false;
  team_scan inner (scan->array, fun, NULL, scan->depth + 1);
  if (ddef)
    {
      push_cfun (fun);
      follow (&inner, ddef);
      follow_names (&inner);
      pop_cfun ();
    }
  scan->array->params->put (parm, inner.returned ? PARAM_RETURNED
			    : PARAM_NOT_RETURNED);
  if (inner.returned && lhs)
    follow (scan, lhs);
  return scan->array->why == NULL;
}

/* The argument I of CALL is an address derived from the array: return
   true if it does not escape, and follow the result if it may return
   it.  */

static bool
call_arg_ok_p (team_scan *scan, gcall *call, unsigned i)
{
  unsigned first, end;
  tree lhs = gimple_call_lhs (call);

  if (msp_atomic_call_p (call, &first, &end))
    {
      if (i == 0)
	return true;
      if (i >= first && i < end)
	return false;
    }
  if (cgraph_node *callee = msp_callee_with_body (call))
    return follow_into (scan, call, callee, i);
  int flags = gimple_call_arg_flags (call, i);
  if (flags & EAF_UNUSED)
    return true;
  if (!(flags & EAF_NO_DIRECT_ESCAPE))
    return false;
  /* Only a pointer result can be the address, or point to memory that
     holds it.  */
  if (lhs == NULL_TREE || !POINTER_TYPE_P (TREE_TYPE (lhs)))
    return true;
  if (!(flags & EAF_NOT_RETURNED_INDIRECTLY))
    return false;
  if (!(flags & EAF_NOT_RETURNED_DIRECTLY))
    follow (scan, lhs);
  return true;
}

/* Count the uses of X, a candidate variable or an SSA name holding its
   address, that the assignment STMT makes and that msp follows.  */

static unsigned
assign_uses (team_scan *scan, gassign *stmt, tree x)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  unsigned n = 0;

  if (gimple_clobber_p (stmt))
    /* The end (or, in C++, the start) of an object's lifetime.  */
    return lhs == x || access_p (lhs, x) ? 1 : 0;
  if (access_p (lhs, x))
    n++;
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      if (access_p (rhs1, x))
	n++;
      else if (address_p (rhs1, x))
	{
	  if (TREE_CODE (lhs) == SSA_NAME)
	    follow (scan, lhs);
	  else if (!note_place (scan, stmt))
	    return n;
	  n++;
	}
      break;

    case GIMPLE_UNARY_RHS:
      if (address_p (rhs1, x) && CONVERT_EXPR_CODE_P (code)
	  && POINTER_TYPE_P (TREE_TYPE (lhs)))
	{
	  follow (scan, lhs);
	  n++;
	}
      break;

    case GIMPLE_BINARY_RHS:
      {
	tree rhs2 = gimple_assign_rhs2 (stmt);
	if (TREE_CODE_CLASS (code) == tcc_comparison)
	  n += address_p (rhs1, x) + address_p (rhs2, x);
	else if (code == POINTER_PLUS_EXPR && address_p (rhs1, x))
	  {
	    follow (scan, lhs);
	    n++;
	  }
	else if ((code == MIN_EXPR || code == MAX_EXPR)
		 && POINTER_TYPE_P (TREE_TYPE (lhs)))
	  {
	    follow (scan, lhs);
	    n += address_p (rhs1, x) + address_p (rhs2, x);
	  }
	else if (code == POINTER_DIFF_EXPR)
	  {
	    /* A number, if both pointers are into the array.  */
	    scan->diffs.safe_push (stmt);
	    n += address_p (rhs1, x) + address_p (rhs2, x);
	  }
      }
      break;

    case GIMPLE_TERNARY_RHS:
      if (code == COND_EXPR)
	{
	  unsigned m = (address_p (gimple_assign_rhs2 (stmt), x)
			+ address_p (gimple_assign_rhs3 (stmt), x));
	  if (m)
	    follow (scan, lhs);
	  n += m;
	}
      break;

    default:
      break;
    }
  return n;
}

/* Count the uses of X that the call CALL makes and msp follows.  */

static unsigned
call_uses (team_scan *scan, gcall *call, tree x)
{
  unsigned n = 0;
  tree lhs = gimple_call_lhs (call);

  if (lhs && access_p (lhs, x)
      && !(gimple_call_return_slot_opt_p (call)
	   || TREE_ADDRESSABLE (TREE_TYPE (lhs))))
    n++;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (access_p (arg, x))
	n++;
      else if (address_p (arg, x) && call_arg_ok_p (scan, call, i))
	n++;
    }
  return n;
}

/* Count the uses of X that STMT makes and msp follows: all of them if
   msp may move the array, as far as STMT goes.  */

static unsigned
stmt_uses (team_scan *scan, gimple *stmt, tree x)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      return assign_uses (scan, as_a <gassign *> (stmt), x);
    case GIMPLE_CALL:
      return call_uses (scan, as_a <gcall *> (stmt), x);
    case GIMPLE_COND:
      return (address_p (gimple_cond_lhs (stmt), x)
	      + address_p (gimple_cond_rhs (stmt), x));
    case GIMPLE_RETURN:
      /* A callee's result: the caller follows it.  */
      if (scan->depth > 0
	  && gimple_return_retval (as_a <greturn *> (stmt)) == x)
	{
	  scan->returned = true;
	  return 1;
	}
      return 0;
    default:
      return 0;
    }
}

/* Check the statement STMT, which uses X N times.  */

static void
check_stmt (team_scan *scan, gimple *stmt, tree x, unsigned n)
{
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      follow (scan, gimple_phi_result (phi));
      return;
    }
  if (stmt_uses (scan, stmt, x) != n)
    msp_team_reject (scan->array, gimple_code (stmt) == GIMPLE_ASM
	    ? "its address reaches an asm statement"
	    : gimple_code (stmt) == GIMPLE_RETURN
	    ? "its address is returned"
	    : is_gimple_call (stmt) ? "its address may escape through a call"
	    : (is_gimple_assign (stmt)
	       && gimple_store_p (stmt) && !gimple_clobber_p (stmt))
	    ? "its address is stored into memory"
	    : "its address goes where msp does not follow it", stmt);
}

/* Follow the SSA names of SCAN's work list to the end of their uses.  */

static void
follow_names (team_scan *scan)
{
  while (!scan->work.is_empty () && scan->array->why == NULL)
    {
      tree name = scan->work.pop ();
      imm_use_iterator iter;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, iter, name)
	{
	  if (is_gimple_debug (use))
	    continue;
	  unsigned n = 0;
	  use_operand_p use_p;
	  FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
	    n++;
	  check_stmt (scan, use, name, n);
	}
    }
  for (unsigned i = 0; i < scan->diffs.length (); i++)
    {
      gimple *d = scan->diffs[i];
      tree a = gimple_assign_rhs1 (d), b = gimple_assign_rhs2 (d);
      if (!(address_p (a, scan->array->decl)
	    || (TREE_CODE (a) == SSA_NAME && scan->seen.contains (a)))
	  || !(address_p (b, scan->array->decl)
	       || (TREE_CODE (b) == SSA_NAME && scan->seen.contains (b))))
	msp_team_reject (scan->array,
			 "its address is subtracted from another", d);
    }
}

/* True if the statement STMT of a target body with SIMT regions SIMT
   lies in one of them.  */

static bool
in_simt_p (msp_simt_info *simt, gimple *stmt)
{
  return msp_simt_block_p (simt, gimple_bb (stmt));
}

/* walk_stmt_load_store_ops callback: note in the array DATA that OP,
   a load or store based on its variable, has a variable index.  */

static bool
note_index_r (gimple *, tree base, tree op, void *data)
{
  msp_team_array *array = (msp_team_array *) data;

  if (base == array->decl && msp_variable_index_p (op))
    array->in_memory = true;
  return false;
}

/* Walk the statements of the target body FUN for every use of ARRAY's
   variable, then follow the SSA names its address flows into.  VARS
   are FUN's block variables.  */

void
msp_team_scan_body (msp_team_array *array, function *fun,
		    const vec<msp_block_var> &vars, msp_simt_info *simt)
{
  team_scan scan (array, fun, &vars, 0);
  basic_block bb;

  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	{
	  gphi *phi = psi.phi ();
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    if (address_p (gimple_phi_arg_def (phi, i), array->decl))
	      follow (&scan, gimple_phi_result (phi));
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  unsigned n = occurrences (stmt, array->decl);
	  if (n == 0)
	    continue;
	  if (in_simt_p (simt, stmt))
	    msp_team_reject (array, "it is used in a SIMT region", stmt);
	  walk_stmt_load_store_ops (stmt, array, note_index_r, note_index_r);
	  check_stmt (&scan, stmt, array->decl, n);
	}
    }
  follow_names (&scan);
  if (simt)
    for (unsigned i = 0; i < array->names.length (); i++)
      {
	imm_use_iterator iter;
	gimple *use;
	FOR_EACH_IMM_USE_STMT (use, iter, array->names[i])
	  if (!is_gimple_debug (use) && in_simt_p (simt, use))
	    msp_team_reject (array, "its address is used in a SIMT region",
			     use);
      }
}

/* True if the reference REF, based on the block variable VAR, reaches
   the bits of the place P: it overlaps them, or its range is not known.  */

static bool
reaches_place_p (tree ref, tree var, const msp_team_place &p)
{
  HOST_WIDE_INT off, size;

  return (!msp_block_extent (ref, var, &off, &size)
	  || (off < p.offset + p.size && p.offset < off + size));
}

/* The occurrences of the block variable VAR in STMT, a statement of the
   target body that is not a store of the array's address, that stay
   clear of the place P: loads and stores of other places, its clobber,
   its address handed to its callback.  */

static unsigned
block_var_uses (gimple *stmt, tree var, const msp_team_place &p)
{
  unsigned n = 0;

  if (gimple_clobber_p (stmt))
    return gimple_assign_lhs (stmt) == var ? 1 : 0;
  if (gimple_assign_single_p (stmt))
    for (int side = 0; side < 2; side++)
      {
	tree ref = side ? gimple_assign_rhs1 (stmt) : gimple_assign_lhs (stmt);
	if (TREE_CODE (ref) != ADDR_EXPR && get_base_address (ref) == var
	    && !reaches_place_p (ref, var, p))
	  n++;
      }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      struct msp_callback cbs[2];
      if (msp_callbacks_of (call, cbs) == 1 && cbs[0].param_arg[0] >= 0)
	{
	  tree arg = gimple_call_arg (call, cbs[0].param_arg[0]);
	  if (TREE_CODE (arg) == ADDR_EXPR && TREE_OPERAND (arg, 0) == var)
	    n++;
	}
    }
  return n;
}

/* Check the other references to the block variables of ARRAY's places
   in the target body FUN: they may load and store other places, and
   hand the block to its callback (blocks.cc saw to it that nothing else
   takes its address); the places themselves only the stores of ARRAY's
   address write, and the stores into one place store one address.  */

void
msp_team_check_block_vars (msp_team_array *array, function *fun)
{
  basic_block bb;

  for (unsigned i = 0; i < array->places.length (); i++)
    for (unsigned j = 0; j < i; j++)
      {
	const msp_team_place &p = array->places[i], &q = array->places[j];
	if (p.var == q.var && p.offset == q.offset
	    && !operand_equal_p (gimple_assign_rhs1 (p.store),
				 gimple_assign_rhs1 (q.store), 0))
	  msp_team_reject (array, "two addresses are stored into one place",
			   p.store);
      }

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	bool own = false;
	for (unsigned i = 0; i < array->places.length (); i++)
	  own |= stmt == array->places[i].store;
	if (own)
	  continue;
	for (unsigned i = 0; i < array->places.length (); i++)
	  {
	    const msp_team_place &p = array->places[i];
	    unsigned n = occurrences (stmt, p.var);
	    if (n && block_var_uses (stmt, p.var, p) != n)
	      msp_team_reject (array, "its data block's place is read or "
			       "written elsewhere", stmt);
	  }
      }
}

/* Check the callback of the place *PP of ARRAY, which is handed no
   other data block if SOLE: it must load the place into SSA names only,
   which msp follows; note the loads in *PP.  */

void
msp_team_scan_callback (msp_team_array *array, msp_team_place *pp,
			bool sole)
{
  msp_team_place &p = *pp;

  if (!sole)
    {
      msp_team_reject (array, "its parallel region's body is handed other "
		       "data blocks", p.store);
      return;
    }
  function *fun = p.cb->get_fun ();
  push_cfun (fun);
  tree ddef = msp_block_param (fun);
  team_scan scan (array, fun, NULL, 0);
  if (ddef == error_mark_node
      || (ddef == NULL_TREE && !is_gimple_reg (DECL_ARGUMENTS (fun->decl))))
    msp_team_reject (array, "its parallel region's body passes its data "
		     "block on", NULL);
  else if (ddef)
    {
      imm_use_iterator iter;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, iter, ddef)
	{
	  if (is_gimple_debug (use) || !gimple_assign_single_p (use))
	    continue;
	  bool load = gimple_assign_load_p (use);
	  tree ref = load ? gimple_assign_rhs1 (use) : gimple_assign_lhs (use);
	  tree base = get_base_address (ref);
	  HOST_WIDE_INT off, size;
	  if (!msp_block_extent (ref, base, &off, &size))
	    off = 0, size = -1;
	  else if (!(off < p.offset + p.size && p.offset < off + size))
	    continue;
	  tree lhs = gimple_assign_lhs (use);
	  if (load && off == p.offset && size == p.size
	      && TREE_CODE (lhs) == SSA_NAME
	      && POINTER_TYPE_P (TREE_TYPE (lhs)))
	    {
	      p.loads.safe_push (use);
	      follow (&scan, lhs);
	    }
	  else
	    msp_team_reject (array, "its parallel region's body reads or "
			     "writes the place of its address otherwise", use);
	}
      follow_names (&scan);
    }
  pop_cfun ();
}

