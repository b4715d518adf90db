/* team-shared.cc -- team-level arrays of OpenMP target bodies in .shared.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The OpenMP spelling of CUDA's __shared__ tile is an array declared in
   a target body outside its parallel regions:

     #pragma omp target teams num_teams(n) thread_limit(256)
     {
       float tile[256];
       #pragma omp parallel
       { ... tile[omp_get_thread_num ()] = ...; ... }
     }

   GCC puts TILE in the frame of the outlined target body, on the team
   master's soft stack in global memory, and stores its address into the
   parallel region's data block (.omp_data_o.N.tile = &tile), from which
   the region's body loads it.  This file gives such arrays a home in
   .shared memory, one per CTA, before ipmsp analyses the unit:

     main._omp_fn.0:                          main._omp_fn.1 (region body):
       .omp_data_o.7.tile = &tile;   =>         _11 = .omp_data_i->tile;
       (removed)                                =>  _11 = &MEM[&__msp_team_shared + 0];
       tile[i] = 0.0;                =>
       MEM <float[256]> [&__msp_team_shared + 0][i] = 0.0;

   __msp_team_shared is one static .shared array of the unit: the arrays
   of one kernel lie one after the other in it, and those of different
   kernels overlap, since a CTA runs one kernel.  One array and not one
   variable each, because the CUDA linker charges every OpenMP kernel
   with the .shared variables of every function a pointer may call
   (gomp_nvptx_main calls the region bodies through one): with a
   variable per array, every kernel would carry the arrays of all.

   Why this is sound, with the facts of libgomp and of the nvptx backend
   it rests on (GCC 12 to 16 alike unless said):

   1. One frame per CTA.  The kernel's .entry trampoline
      (nvptx.cc, write_omp_entry) calls gomp_nvptx_main (team.c), in which
      only the threads of %tid.y 0, warp 0, call the body FN (FN_DATA);
      nothing else calls it (it is NAME$impl, reached only through that
      pointer).  Under -mgomp (-msoft-stack -muniform-simt, which
      mkoffload gives every OpenMP unit) warp 0's 32 lanes share one
      soft-stack frame: a local array of the body already is one object
      per CTA, which the lanes store the same values into.  Other warps
      wait in libgomp (gomp_thread_start) until a parallel region starts
      and run only its body.  So only OpenMP target bodies
      (msp_entry_function_p, not OpenACC) of -mgomp units are looked at,
      and only their own arrays, not those of functions they call.
   2. Several teams per CTA.  lower_omp_teams (omp-low.cc) wraps a
      teams body in a loop of GOMP_teams4 calls, which lets one CTA run
      team after team; each team's parallel regions end with a team
      barrier (gomp_team_end) before GOMP_parallel returns, and the
      array's lifetime is one trip of the loop.  .shared memory keeps
      its contents from one team to the next, as the soft stack did;
      nothing may assume an initial value of an automatic array.
   3. The address stays in the CTA.  A .shared address, generic or not,
      means the same object only inside its CTA: the host, other CTAs
      and libgomp's reverse offload (GOMP_target_ext copies its argument
      blocks to the host) cannot read through it.  So the array's address
      may go only where msp follows it to its end (team_scan):
      accesses, pointer arithmetic, copies, PHIs, comparisons; calls
      whose argument GCC says does not escape (gimple_call_arg_flags:
      EAF_NO_DIRECT_ESCAPE, from fnspecs and modref) and does not come
      back but as the result; the first argument of an atomic operation;
      and stores into a place of the data block of a parallel region
      whose every store and load msp sees (analysis/blocks.cc), whose
      body then only loads the place into SSA names that msp follows in
      turn.  A conversion to an integer, a store anywhere else, an asm,
      a return keep the array where GCC put it.
   4. The data block.  The body of a region (the callback) must be
      handed blocks by one encountering function alone, through one
      variable, and every store into the place must store the same
      constant address.  Then each load of the place in the body reads
      that address, and is replaced by it; the stores are removed.  No
      pointer into .shared is ever stored into memory: the unit's memory
      mask (ipa/propagate.cc) does not change, and the accesses of the
      body become accesses of __msp_team_shared, which the rewrite
      (transform/rewrite.cc) gives .shared as those of any .shared
      variable.
   5. Not in SIMT regions.  Arrays that the lanes of an omp simd
      region privatise ("omp simt private") live in per-lane storage; an
      array used inside a SIMT region stays where it is.
   6. The budget.  A CTA has 48 KiB of static and dynamic .shared
      without the opt-in libgomp never asks for (plugin-nvptx.c; ptxas
      refuses more static .shared: "uses too much shared data").
      libgomp and libgcc take 396 bytes of static .shared
      (__nvptx_stacks, __nvptx_uni, nvptx_thrs, __gomp_team_num), and
      from GCC 14 the plugin launches every kernel with 8 KiB of dynamic
      .shared for the low-latency allocators (lowlat_pool_size,
      GOMP_NVPTX_LOWLAT_POOL); the unit's own .shared variables count
      too.  The arrays of a kernel fit in what is left
      (msp_team_shared_budget), or in -fplugin-arg-msp-team-shared-max
      bytes; the arrays that do not stay where they are.

   Arrays of variable size, arrays in registers (neither addressable
   nor indexed by a variable), volatile arrays and those with a value
   expression are left alone.  The dump (ipmsp) says what moved where,
   and why each array that did not stays; -fopt-info-optimized and
   -missed say it at the user's declaration.  */

#include "msp-gcc.h"
#include "msp.h"
#include "atomics.h"
#include "callbacks.h"
#include "callgraph.h"
#include "blocks.h"
#include "remark.h"
#include "simt.h"
#include "team-shared.h"

/* The static .shared memory of libgomp and libgcc in every OpenMP
   kernel (the head of the file, point 6).  */
#define LIBGOMP_SHARED_BYTES 396

/* The .shared memory a CTA may use without the opt-in.  */
#define CTA_SHARED_BYTES (48 * 1024)

/* The dynamic .shared memory of libgomp's low-latency pool at every
   launch, by default (GCC 14 on).  */
#if BUILDING_GCC_MAJOR >= 14
#define LOWLAT_POOL_BYTES (8 * 1024)
#else
#define LOWLAT_POOL_BYTES 0
#endif

/* A place of a parallel region's data block that holds an array's
   address: the encountering function's store, the callback and the
   bits of the block.  */

struct team_place
{
  gimple *store;
  tree var;
  cgraph_node *cb;
  HOST_WIDE_INT offset, size;
  /* The callback's loads of the place.  */
  vec<gimple *> loads;
};

/* A candidate array of a target body.  */

struct team_array
{
  tree decl;
  cgraph_node *body;
  unsigned HOST_WIDE_INT size;
  unsigned HOST_WIDE_INT align;
  /* Addressable, or indexed by a variable: in memory anyway.  */
  bool in_memory;
  /* Why the array stays where GCC put it; NULL if it moves.  */
  const char *why;
  /* The statement WHY is about, if any.  */
  gimple *why_stmt;
  /* Where its address is stored.  */
  vec<team_place> places;
  /* SSA names that may hold its address: their points-to sets are out
     of date once it moves.  */
  vec<tree> names;
  /* The parameters of callees its address was followed into (a
     recursive call follows a parameter once).  */
  hash_set<tree> *params;
  /* Its offset in __msp_team_shared.  */
  unsigned HOST_WIDE_INT offset;
};

/* The blocks the callbacks of the unit are handed (blocks.cc).  */

struct cb_blocks
{
  /* Block variables handed to it.  */
  unsigned vars;
  /* It is handed some other block.  */
  bool any;
};

typedef hash_map<cgraph_node *, cb_blocks> cb_map;

/* What the decisions of the unit share.  */

struct team_unit
{
  /* The functions only libgomp calls back (msp_callback_only_p), and
     the blocks each is handed.  */
  hash_set<cgraph_node *> callbacks;
  cb_map blocks;
};

/* What the walks of one array's uses share.  */

struct team_scan
{
  team_scan (team_array *a, function *f, const vec<msp_block_var> *v,
	     unsigned d)
    : array (a), fun (f), vars (v), depth (d), returned (false) {}

  team_array *array;
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

/* Keep ARRAY where it is, because of WHY at STMT (may be NULL); the
   first reason stands.  */

static void
reject (team_array *array, const char *why, gimple *stmt)
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
    return true;
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

/* walk_tree callback: count in *(unsigned *) WI->info the occurrences of
   WI's value (the first member of the info pair).  */

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
      reject (scan->array, "its address is copied into memory", NULL);
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
	team_place p = { stmt, base, (*scan->vars)[i].cb, 0, 0, vNULL };
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
  if (scan->array->params->add (parm))
    /* Followed already, or being followed (recursion).  */
    return true;

  function *fun = callee->get_fun ();
  tree ddef = ssa_default_def (fun, parm);
  if (ddef == NULL_TREE && !is_gimple_reg (parm))
    /* Its incoming value is stored into the frame.  */
    return false;
  if (ddef == NULL_TREE)
    return true;

  team_scan inner (scan->array, fun, NULL, scan->depth + 1);
  push_cfun (fun);
  follow (&inner, ddef);
  follow_names (&inner);
  pop_cfun ();
  if (inner.returned && gimple_call_lhs (call))
    follow (scan, gimple_call_lhs (call));
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
  if (cgraph_node *callee = msp_callee_node (call))
    return follow_into (scan, call, callee, i);
  int flags = gimple_call_arg_flags (call, i);
  if (flags & EAF_UNUSED)
    return true;
  if (!(flags & EAF_NO_DIRECT_ESCAPE))
    return false;
  if (lhs == NULL_TREE)
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
    reject (scan->array, gimple_code (stmt) == GIMPLE_ASM
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
	reject (scan->array, "its address is subtracted from another", d);
    }
}

/* True if the statement STMT of a target body with SIMT regions SIMT
   lies in one of them.  */

static bool
in_simt_p (msp_simt_info *simt, gimple *stmt)
{
  if (simt == NULL)
    return false;
  for (unsigned i = 0; i < simt->regions.length (); i++)
    if (bitmap_bit_p (simt->regions[i]->blocks, gimple_bb (stmt)->index))
      return true;
  return false;
}

/* True if the reference REF has a variable array index.  */

static bool
variable_index_p (tree ref)
{
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if ((TREE_CODE (ref) == ARRAY_REF || TREE_CODE (ref) == ARRAY_RANGE_REF)
	&& TREE_CODE (TREE_OPERAND (ref, 1)) != INTEGER_CST)
      return true;
  return false;
}

/* walk_stmt_load_store_ops callback: note in the array DATA that OP,
   a load or store based on its variable, has a variable index.  */

static bool
note_index_r (gimple *, tree base, tree op, void *data)
{
  team_array *array = (team_array *) data;

  if (base == array->decl && variable_index_p (op))
    array->in_memory = true;
  return false;
}

/* Walk the statements of the target body FUN for every use of ARRAY's
   variable, then follow the SSA names its address flows into.  VARS
   are FUN's block variables.  */

static void
scan_body (team_array *array, function *fun, const vec<msp_block_var> &vars,
	   msp_simt_info *simt)
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
	    reject (array, "it is used in a SIMT region", stmt);
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
	    reject (array, "its address is used in a SIMT region", use);
      }
}

/* True if the reference REF, based on the block variable VAR, reaches
   the bits of the place P: it overlaps them, or its range is not known.  */

static bool
reaches_place_p (tree ref, tree var, const team_place &p)
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
block_var_uses (gimple *stmt, tree var, const team_place &p)
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

static void
check_block_vars (team_array *array, function *fun)
{
  basic_block bb;

  for (unsigned i = 0; i < array->places.length (); i++)
    for (unsigned j = 0; j < i; j++)
      {
	const team_place &p = array->places[i], &q = array->places[j];
	if (p.var == q.var && p.offset == q.offset
	    && !operand_equal_p (gimple_assign_rhs1 (p.store),
				 gimple_assign_rhs1 (q.store), 0))
	  reject (array, "two addresses are stored into one place", p.store);
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
	    const team_place &p = array->places[i];
	    unsigned n = occurrences (stmt, p.var);
	    if (n && block_var_uses (stmt, p.var, p) != n)
	      reject (array, "its data block's place is read or written "
		      "elsewhere", stmt);
	  }
      }
}

/* Check the callback of the place P of ARRAY: it must load the place
   into SSA names only, which msp follows; note the loads in P.  */

static void
scan_callback (team_array *array, team_place *pp, team_unit *unit)
{
  team_place &p = *pp;
  cb_blocks *b = unit->blocks.get (p.cb);

  if (b == NULL || b->any || b->vars != 1)
    {
      reject (array, "its parallel region's body is handed other data "
	      "blocks", p.store);
      return;
    }
  function *fun = p.cb->get_fun ();
  push_cfun (fun);
  tree ddef = msp_block_param (fun);
  team_scan scan (array, fun, NULL, 0);
  if (ddef == error_mark_node
      || (ddef == NULL_TREE && !is_gimple_reg (DECL_ARGUMENTS (fun->decl))))
    reject (array, "its parallel region's body passes its data block on",
	    NULL);
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
	      && TREE_CODE (lhs) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (lhs)))
	    {
	      p.loads.safe_push (use);
	      follow (&scan, lhs);
	    }
	  else
	    reject (array, "its parallel region's body reads or writes the "
		    "place of its address otherwise", use);
	}
      follow_names (&scan);
    }
  pop_cfun ();
}

/* Collect into CANDS the arrays of the target body NODE that may move.  */

static void
find_arrays (cgraph_node *node, vec<team_array *> *cands)
{
  function *fun = node->get_fun ();
  unsigned ix;
  tree var;

  FOR_EACH_LOCAL_DECL (fun, ix, var)
    {
      if (!VAR_P (var) || !auto_var_in_fn_p (var, fun->decl)
	  || TREE_CODE (TREE_TYPE (var)) != ARRAY_TYPE
	  || DECL_HAS_VALUE_EXPR_P (var) || DECL_HARD_REGISTER (var))
	continue;
      team_array *a = XCNEW (team_array);
      a->decl = var;
      a->body = node;
      a->in_memory = TREE_ADDRESSABLE (var);
      a->params = new hash_set<tree>;
      a->align = DECL_ALIGN_UNIT (var);
      tree size = DECL_SIZE_UNIT (var);
      if (size == NULL_TREE || !tree_fits_uhwi_p (size) || integer_zerop (size))
	reject (a, "its size is not a constant", NULL);
      else
	a->size = tree_to_uhwi (size);
      if (TREE_THIS_VOLATILE (var))
	reject (a, "it is volatile", NULL);
      if (lookup_attribute ("omp simt private", DECL_ATTRIBUTES (var)))
	reject (a, "the lanes of a SIMT region privatise it", NULL);
      if (lookup_attribute ("omp simd array", DECL_ATTRIBUTES (var)))
	/* omp-low.cc's per-lane copies for the SIMD version of a simd
	   loop, which never runs on nvptx (ompdevlow removes it).  */
	reject (a, "it belongs to the SIMD version of a simd loop", NULL);
      cands->safe_push (a);
    }
  /* FOR_EACH_LOCAL_DECL walks backwards: the budget goes to the arrays
     in the order they are declared.  */
  cands->reverse ();
}

/* The .shared bytes of the unit's variables (the head of the file,
   point 6).  */

static unsigned HOST_WIDE_INT
unit_shared_bytes (void)
{
  unsigned HOST_WIDE_INT bytes = 0;
  varpool_node *vnode;

  FOR_EACH_VARIABLE (vnode)
    {
      tree decl = vnode->decl;
      if (lookup_attribute ("shared", DECL_ATTRIBUTES (decl))
	  && DECL_SIZE_UNIT (decl) && tree_fits_uhwi_p (DECL_SIZE_UNIT (decl)))
	bytes += tree_to_uhwi (DECL_SIZE_UNIT (decl));
    }
  return bytes;
}

/* The bytes of team arrays a kernel of the unit may have in .shared:
   -fplugin-arg-msp-team-shared-max, or what libgomp and the unit leave of
   a CTA's .shared memory.  */

unsigned HOST_WIDE_INT
msp_team_shared_budget (void)
{
  unsigned HOST_WIDE_INT used = (LIBGOMP_SHARED_BYTES + LOWLAT_POOL_BYTES
				 + unit_shared_bytes ());
  unsigned HOST_WIDE_INT left = used < CTA_SHARED_BYTES
				? CTA_SHARED_BYTES - used : 0;

  if (msp_opts.team_shared_max >= 0
      && (unsigned HOST_WIDE_INT) msp_opts.team_shared_max < left)
    return msp_opts.team_shared_max;
  return left;
}

/* The variable that holds the arrays, of SIZE bytes aligned to ALIGN.  */

static tree
make_buffer (unsigned HOST_WIDE_INT size, unsigned HOST_WIDE_INT align)
{
  tree type = build_array_type_nelts (char_type_node, size);
  tree decl = build_decl (UNKNOWN_LOCATION, VAR_DECL,
			  get_identifier ("__msp_team_shared"), type);

  TREE_STATIC (decl) = 1;
  TREE_PUBLIC (decl) = 0;
  TREE_ADDRESSABLE (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  SET_DECL_ALIGN (decl, align * BITS_PER_UNIT);
  DECL_USER_ALIGN (decl) = 1;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("shared"), NULL_TREE,
				      NULL_TREE);
  varpool_node *vnode = varpool_node::get_create (decl);
  vnode->force_output = true;
  varpool_node::finalize_decl (decl);
  return decl;
}

/* The reference to ARRAY's bytes in BUF.  */

static tree
buffer_ref (const team_array *array, tree buf)
{
  tree type = TREE_TYPE (array->decl);

  return build2 (MEM_REF, type, build_fold_addr_expr (buf),
		 build_int_cst (build_pointer_type (type), array->offset));
}

/* walk_tree callback: replace the variable of the array (WI->info) by
   its place in the buffer, and recompute the addresses around it.  */

struct replace_info
{
  const team_array *array;
  tree buf;
  bool changed;
};

static tree
replace_r (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  replace_info *ri = (replace_info *) wi->info;

  if ((TREE_CODE (*tp) == MEM_REF || TREE_CODE (*tp) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (*tp, 0)) == ADDR_EXPR
      && TREE_OPERAND (TREE_OPERAND (*tp, 0), 0) == ri->array->decl)
    {
      /* MEM[&decl + C] becomes MEM[&buf + offset + C]: a MEM_REF's
	 address is a declaration's, never &MEM[...].  */
      tree off = TREE_OPERAND (*tp, 1);
      TREE_OPERAND (*tp, 0) = build_fold_addr_expr (ri->buf);
      TREE_OPERAND (*tp, 1)
	= wide_int_to_tree (TREE_TYPE (off),
			    wi::to_wide (off) + ri->array->offset);
      ri->changed = true;
      for (int i = 2; i < TREE_OPERAND_LENGTH (*tp); i++)
	if (TREE_OPERAND (*tp, i))
	  walk_tree (&TREE_OPERAND (*tp, i), replace_r, data, NULL);
      *walk_subtrees = 0;
    }
  else if (*tp == ri->array->decl)
    {
      *tp = buffer_ref (ri->array, ri->buf);
      ri->changed = true;
      *walk_subtrees = 0;
    }
  else if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      bool before = ri->changed;
      ri->changed = false;
      walk_tree (&TREE_OPERAND (*tp, 0), replace_r, data, NULL);
      if (ri->changed)
	recompute_tree_invariant_for_addr_expr (*tp);
      ri->changed |= before;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Move the arrays of ARRAYS, all of the target body FUN, into BUF.  */

static void
move_arrays (function *fun, vec<team_array *> &arrays, tree buf)
{
  basic_block bb;

  for (unsigned k = 0; k < arrays.length (); k++)
    for (unsigned i = 0; i < arrays[k]->places.length (); i++)
      {
	gimple_stmt_iterator gsi = gsi_for_stmt (arrays[k]->places[i].store);
	unlink_stmt_vdef (gsi_stmt (gsi));
	gsi_remove (&gsi, true);
      }
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	for (unsigned k = 0; k < arrays.length (); k++)
	  {
	    gphi *phi = psi.phi ();
	    for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	      {
		tree *argp = gimple_phi_arg_def_ptr (phi, i);
		replace_info ri = { arrays[k], buf, false };
		struct walk_stmt_info wi;
		memset (&wi, 0, sizeof wi);
		wi.info = &ri;
		walk_tree (argp, replace_r, &wi, NULL);
	      }
	  }
      gimple_stmt_iterator gsi = gsi_start_bb (bb);
      while (!gsi_end_p (gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  bool removed = false, changed = false;
	  for (unsigned k = 0; k < arrays.length () && !removed; k++)
	    if (gimple_clobber_p (stmt)
		&& gimple_assign_lhs (stmt) == arrays[k]->decl)
	      {
		/* The end of its lifetime says nothing of a static.  */
		unlink_stmt_vdef (stmt);
		gsi_remove (&gsi, true);
		removed = true;
	      }
	    else
	      {
		replace_info ri = { arrays[k], buf, false };
		struct walk_stmt_info wi;
		memset (&wi, 0, sizeof wi);
		wi.info = &ri;
		walk_gimple_op (stmt, replace_r, &wi);
		changed |= ri.changed;
	      }
	  if (removed)
	    continue;
	  if (changed)
	    update_stmt (stmt);
	  gsi_next (&gsi);
	}
    }
  /* The variables are gone from the body.  */
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (fun, ix, var)
    for (unsigned k = 0; k < arrays.length (); k++)
      if (var == arrays[k]->decl)
	{
	  /* Nor does expand lay it out from its scope's block.  */
	  TREE_USED (var) = 0;
	  fun->local_decls->unordered_remove (ix);
	  break;
	}
}

/* Replace the loads of the place P by the callback by ADDR, the
   address the place holds.  */

static void
replace_loads (const team_place &p, tree addr)
{
  push_cfun (p.cb->get_fun ());
  for (unsigned i = 0; i < p.loads.length (); i++)
    {
      gimple *stmt = p.loads[i];
      tree lhs = gimple_assign_lhs (stmt);
      addr = unshare_expr (addr);
      if (!useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (addr)))
	addr = fold_convert (TREE_TYPE (lhs), addr);
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      gimple_assign_set_rhs_from_tree (&gsi, addr);
      update_stmt (gsi_stmt (gsi));
    }
  pop_cfun ();
}

/* Dump what became of ARRAY into DUMP, and say it through -fopt-info.  */

static void
report (FILE *dump, const team_array *array)
{
  char msg[256], uid[32];
  const char *name = uid;
  if (DECL_NAME (array->decl))
    name = IDENTIFIER_POINTER (DECL_NAME (array->decl));
  else
    snprintf (uid, sizeof uid, "D.%u", DECL_UID (array->decl));
  if (array->why)
    snprintf (msg, sizeof msg, "team array '%s' stays on the soft stack: %s",
	      name, array->why);
  else
    snprintf (msg, sizeof msg, "team array '%s' (" HOST_WIDE_INT_PRINT_UNSIGNED
	      " bytes) placed in .shared", name, array->size);
  if (dump)
    {
      fprintf (dump, "team arrays of %s: %s", array->body->dump_name (),
	       msg + strlen ("team array "));
      if (!array->why)
	fprintf (dump, " at __msp_team_shared+" HOST_WIDE_INT_PRINT_UNSIGNED
		 ", %u data block places", array->offset,
		 array->places.length ());
      else if (array->why_stmt)
	{
	  fprintf (dump, ": ");
	  print_gimple_stmt (dump, array->why_stmt, 0, TDF_NONE);
	}
      fputc ('\n', dump);
    }
  if (dump_enabled_p ())
    msp_remark (array->why ? MSG_MISSED_OPTIMIZATION
		: MSG_OPTIMIZED_LOCATIONS,
		dump_user_location_t::from_location_t
		(DECL_SOURCE_LOCATION (array->decl)), msg);
}

/* The callbacks among the unit's functions NODES, and the blocks each
   is handed.  */

static void
collect_blocks (vec<cgraph_node *> &nodes, team_unit *unit)
{
  cb_map *cbs = &unit->blocks;

  for (unsigned i = 0; i < nodes.length (); i++)
    if (msp_callback_only_p (nodes[i]))
      unit->callbacks.add (nodes[i]);
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      auto_vec<msp_block_var> vars;
      auto_vec<cgraph_node *> any;
      push_cfun (fun);
      msp_find_block_vars (fun, &unit->callbacks, &vars, &any);
      pop_cfun ();
      for (unsigned j = 0; j < vars.length (); j++)
	{
	  bool existed;
	  cb_blocks &b = cbs->get_or_insert (vars[j].cb, &existed);
	  if (!existed)
	    b.vars = 0, b.any = false;
	  b.vars++;
	}
      for (unsigned j = 0; j < any.length (); j++)
	{
	  bool existed;
	  cb_blocks &b = cbs->get_or_insert (any[j], &existed);
	  if (!existed)
	    b.vars = 0;
	  b.any = true;
	}
    }
}

/* True if the function NODE is the body of an OpenMP target region in
   a -mgomp unit (the head of the file, point 1).  */

static bool
team_body_p (cgraph_node *node)
{
  return (TARGET_GOMP && TARGET_SOFT_STACK && TARGET_UNIFORM_SIMT
	  && msp_entry_function_p (node->decl)
	  && !oacc_get_fn_attrib (node->decl));
}

/* Decide which arrays of the target body NODE move, within BUDGET bytes;
   push them onto MOVED, and report on all into DUMP.  Return the bytes
   they take.  */

static unsigned HOST_WIDE_INT
decide_body (cgraph_node *node, team_unit *unit,
	     unsigned HOST_WIDE_INT budget,
	     FILE *dump, vec<team_array *> *moved, vec<team_array *> *all)
{
  function *fun = node->get_fun ();
  auto_vec<team_array *> cands;
  auto_vec<msp_block_var> vars;
  auto_vec<cgraph_node *> any;
  unsigned HOST_WIDE_INT used = 0;

  find_arrays (node, &cands);
  if (cands.is_empty ())
    return 0;
  push_cfun (fun);
  msp_find_block_vars (fun, &unit->callbacks, &vars, &any);
  msp_simt_info *simt = msp_simt_analyse (fun);
  for (unsigned i = 0; i < cands.length (); i++)
    {
      team_array *a = cands[i];
      all->safe_push (a);
      if (a->why)
	continue;
      scan_body (a, fun, vars, simt);
      if (!a->in_memory && !a->why)
	reject (a, "it may live in registers", NULL);
      if (!a->why)
	check_block_vars (a, fun);
    }
  pop_cfun ();
  delete simt;

  for (unsigned i = 0; i < cands.length (); i++)
    {
      team_array *a = cands[i];
      for (unsigned j = 0; j < a->places.length () && !a->why; j++)
	scan_callback (a, &a->places[j], unit);
      if (a->why)
	continue;
      unsigned HOST_WIDE_INT off = ROUND_UP (used, a->align);
      if (off + a->size > budget)
	{
	  reject (a, "over the .shared budget", NULL);
	  continue;
	}
      a->offset = off;
      used = off + a->size;
      moved->safe_push (a);
    }
  return used;
}

/* Move the arrays MOVED, of the target body NODE, into BUF, and the
   loads of their places in the callbacks.  */

static void
transform_body (cgraph_node *node, vec<team_array *> &moved, tree buf)
{
  varpool_node *vbuf = varpool_node::get (buf);

  for (unsigned i = 0; i < moved.length (); i++)
    {
      team_array *a = moved[i];
      for (unsigned j = 0; j < a->places.length (); j++)
	{
	  const team_place &p = a->places[j];
	  replace_info ri = { a, buf, false };
	  struct walk_stmt_info wi;
	  memset (&wi, 0, sizeof wi);
	  wi.info = &ri;
	  tree addr = unshare_expr (gimple_assign_rhs1 (p.store));
	  walk_tree (&addr, replace_r, &wi, NULL);
	  replace_loads (p, addr);
	  p.cb->create_reference (vbuf, IPA_REF_ADDR);
	}
      for (unsigned j = 0; j < a->names.length (); j++)
	{
	  tree name = a->names[j];
	  if (POINTER_TYPE_P (TREE_TYPE (name)) && SSA_NAME_PTR_INFO (name)
	      && pt_solution_includes (&SSA_NAME_PTR_INFO (name)->pt,
				       a->decl))
	    SSA_NAME_PTR_INFO (name) = NULL;
	}
    }
  push_cfun (node->get_fun ());
  move_arrays (node->get_fun (), moved, buf);
  pop_cfun ();
  node->create_reference (vbuf, IPA_REF_ADDR);
}

/* Give the team-level arrays of the OpenMP target bodies among the
   unit's functions NODES (msp_unit_functions) their home in .shared
   (the head of the file), dumping to DUMP if not null.  Return the
   number of arrays moved.  */

unsigned
msp_promote_team_arrays (FILE *dump, vec<cgraph_node *> &nodes)
{
  if (!msp_opts.team_shared || !TARGET_GOMP || flag_openacc)
    return 0;

  bool any_body = false;
  for (unsigned i = 0; i < nodes.length (); i++)
    any_body |= team_body_p (nodes[i]);
  if (!any_body)
    return 0;

  team_unit unit;
  collect_blocks (nodes, &unit);
  unsigned HOST_WIDE_INT budget = msp_team_shared_budget ();
  unsigned HOST_WIDE_INT size = 0, align = 1;
  auto_vec<team_array *> all;
  auto_vec<cgraph_node *> bodies;
  auto_vec<vec<team_array *> > moved;
  for (unsigned i = 0; i < nodes.length (); i++)
    if (team_body_p (nodes[i]))
      {
	vec<team_array *> m = vNULL;
	unsigned HOST_WIDE_INT used
	  = decide_body (nodes[i], &unit, budget, dump, &m, &all);
	size = MAX (size, used);
	for (unsigned j = 0; j < m.length (); j++)
	  align = MAX (align, m[j]->align);
	if (m.is_empty ())
	  m.release ();
	else
	  {
	    bodies.safe_push (nodes[i]);
	    moved.safe_push (m);
	  }
      }

  unsigned count = 0;
  if (size)
    {
      tree buf = make_buffer (size, align);
      for (unsigned i = 0; i < bodies.length (); i++)
	{
	  transform_body (bodies[i], moved[i], buf);
	  count += moved[i].length ();
	}
      if (dump)
	fprintf (dump, "team arrays: " HOST_WIDE_INT_PRINT_UNSIGNED
		 " bytes of .shared (budget " HOST_WIDE_INT_PRINT_UNSIGNED
		 " per kernel)\n", size, budget);
    }
  for (unsigned i = 0; i < all.length (); i++)
    {
      report (dump, all[i]);
      for (unsigned j = 0; j < all[i]->places.length (); j++)
	all[i]->places[j].loads.release ();
      all[i]->places.release ();
      all[i]->names.release ();
      delete all[i]->params;
      XDELETE (all[i]);
    }
  for (unsigned i = 0; i < moved.length (); i++)
    moved[i].release ();
  return count;
}
