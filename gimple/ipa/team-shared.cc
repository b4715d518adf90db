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

     target body (main._omp_fn.0)
       .omp_data_o.7.tile = &tile;      =>  (removed)
       tile[i] = 0.0;                   =>  MEM <float[256]>
                                             [&__msp_team_shared][i] = 0.0;
     region body (main._omp_fn.1)
                                        =>  p_5 = &MEM[&__msp_team_shared + 0];
       _11 = .omp_data_i->tile;         =>  _11 = p_5;

   (p_5 is made by an asm that is a PTX comment; the loads of a scalar's
   place take its address itself: replace_loads.)

   CUDA's __shared__ scalar is, in OpenMP, any other variable of the
   target body that its parallel regions share by address: one that
   omp-low hands over through a place of the data block, as it does
   every aggregate, every addressable variable (an atomic operation's
   takes its address) and every variable the target maps or a target
   data around it does (use_pointer_for_field).  Those the user declared
   are candidates too (candidate_p), with the same rules; "array" below
   says "variable" for them as well.

   __msp_team_shared is one static .shared array of the unit: the arrays
   of one kernel lie one after the other in it, and those of different
   kernels overlap, since a CTA runs one kernel (point 7).  One array and
   not one variable each, because the CUDA linker charges every OpenMP kernel
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
      may go only where msp follows it to its end: accesses, arithmetic,
      calls that keep nothing of it, and places of the data blocks of
      parallel regions (gimple/analysis/team-uses.cc says which).
   4. The data block.  The body of a region (the callback) must be
      handed blocks by one encountering function alone, through one
      variable, and every store into the place must store the same
      constant address.  Then each load of the place in the body reads
      that address, and is replaced by it; the stores are removed.  No
      pointer into .shared is ever stored into memory: the unit's memory
      mask (gimple/ipa/propagate.cc) does not change, and the accesses of the
      body become accesses of __msp_team_shared, which the rewrite
      (gimple/transform/rewrite.cc) gives .shared as those of any .shared
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
      too, each with the padding its alignment may need.  The CUDA
      linker lays the buffer out after libgomp's variables, on a
      boundary of its own alignment: 396 bytes of them put a buffer
      aligned to 16 at 400, so the budget also loses the buffer's
      alignment less one (nvlink -v: 49156 bytes of smem, "uses too
      much shared data", for a 48756-byte buffer aligned to 16;
      team-shared-pad.c).  The alignment is the largest of the arrays
      that may move, of all kernels, since they share the buffer
      (msp_promote_team_arrays).  The arrays of a kernel fit in what
      is left (msp_team_shared_budget), or in
      -fplugin-arg-msp-team-shared-max bytes if fewer; the arrays that
      do not stay where they are.
   7. A CTA runs one kernel, and one target body: the buffer is
      shared by the kernels of the unit because no two of their bodies
      are ever live in one CTA.  A CUDA launch gives each CTA to one
      kernel, and libgomp launches no kernel from the device.  A target
      construct inside a target body (or a function it calls) becomes
      a call of the device GOMP_target_ext (libgomp/config/nvptx/
      target.c), which never calls its FN: in GCC 12 its body is
      __builtin_unreachable (); in GCC 13 to 16 it returns unless
      DEVICE is GOMP_DEVICE_HOST_FALLBACK (reverse offload, "target
      device (ancestor: 1)"), FN is not null and the host has set
      GOMP_REV_OFFLOAD_VAR, and then it stores FN, a host address, into
      GOMP_REV_OFFLOAD_VAR->fn and spins until the host has run it and
      cleared the field.  No target body runs nested in another, on
      the device, so a body's arrays never meet another body's in the
      buffer.

   Arrays of variable size, arrays in registers (neither addressable
   nor indexed by a variable), volatile arrays and those with a value
   expression are left alone, as are the variables of other types that
   are not addressable (registers, or copied through the data block)
   and GCC's own temporaries (the data blocks themselves, whose address
   libgomp keeps).  The dump (ipmsp) says what moved where,
   and why each array that did not stays; -fopt-info-optimized and
   -missed say it at the user's declaration.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/callbacks.h"
#include "core/callgraph.h"
#include "gimple/analysis/blocks.h"
#include "core/remark.h"
#include "gimple/analysis/rules.h"
#include "gimple/analysis/simt.h"
#include "gimple/analysis/team-uses.h"
#include "gimple/ipa/team-shared.h"

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

/* The alignment in bytes at which the array VAR is placed in the
   buffer: its own, raised to the largest power of two up to 16 that
   divides the size of its elements where that is more.  An array of
   HeCBench's float4, a packed struct of four floats (alignment 1), is
   then placed at 16 bytes, so each of its elements is: copy-align.cc
   gives the pointers to it that alignment, and its accesses and copies
   are of words or of 16-byte vectors rather than of bytes.  It costs
   only padding in the buffer (and at most 15 bytes of the budget, which
   counts the buffer's alignment).  */

static unsigned HOST_WIDE_INT
placement_align (tree var)
{
  unsigned HOST_WIDE_INT align = DECL_ALIGN_UNIT (var);
  tree elt = TREE_TYPE (var);
  while (TREE_CODE (elt) == ARRAY_TYPE)
    elt = TREE_TYPE (elt);
  tree size = TYPE_SIZE_UNIT (elt);
  if (size && tree_fits_uhwi_p (size) && !integer_zerop (size))
    align = MAX (align, MIN (least_bit_hwi (tree_to_uhwi (size)),
			     (unsigned HOST_WIDE_INT) 16));
  return align;
}

/* True if the local variable VAR of a target body is a candidate: an
   array, or a variable of any other type the user declared (not one of
   GCC's temporaries, such as a parallel region's data block) whose
   address is taken.  The latter is CUDA's __shared__ scalar:

     #pragma omp target teams
     {
       unsigned s;
       #pragma omp parallel
       { ... #pragma omp atomic update
	     s &= ...; ... }
     }

   omp-low hands a shared variable to the region by address when the
   variable is addressable or an aggregate (use_pointer_for_field), by
   copy-in and copy-out through the data block otherwise: only the
   former are in memory of their own, and only where they are does the
   region's body reach them through a place of its block.  */

static bool
candidate_p (tree var)
{
  if (TREE_CODE (TREE_TYPE (var)) == ARRAY_TYPE)
    return true;
  return TREE_ADDRESSABLE (var) && !DECL_ARTIFICIAL (var);
}

/* Collect into CANDS the arrays of the target body NODE that may move.  */

static void
find_arrays (cgraph_node *node, vec<msp_team_array *> *cands)
{
  function *fun = node->get_fun ();
  hash_set<tree> seen;
  unsigned ix;
  tree var;

  FOR_EACH_LOCAL_DECL (fun, ix, var)
    {
      if (!VAR_P (var) || !auto_var_in_fn_p (var, fun->decl)
	  || !candidate_p (var)
	  || DECL_HAS_VALUE_EXPR_P (var) || DECL_HARD_REGISTER (var)
	  /* A variable may be in the list twice (inlining adds the
	     callee's).  */
	  || seen.add (var))
	continue;
      msp_team_array *a = new msp_team_array;
      a->decl = var;
      a->body = node;
      a->in_memory = TREE_ADDRESSABLE (var);
      a->align = placement_align (var);
      tree size = DECL_SIZE_UNIT (var);
      if (size == NULL_TREE || !tree_fits_uhwi_p (size)
	  || integer_zerop (size))
	msp_team_reject (a, "its size is not a constant", NULL);
      else
	a->size = tree_to_uhwi (size);
      if (TREE_THIS_VOLATILE (var))
	msp_team_reject (a, "it is volatile", NULL);
      if (lookup_attribute ("omp simt private", DECL_ATTRIBUTES (var)))
	msp_team_reject (a, "the lanes of a SIMT region privatise it", NULL);
      if (lookup_attribute ("omp simd array", DECL_ATTRIBUTES (var)))
	/* omp-low.cc's per-lane copies for the SIMD version of a simd
	   loop, which never runs on nvptx (ompdevlow removes it).  */
	msp_team_reject (a, "it belongs to the SIMD version of a simd loop",
			 NULL);
      cands->safe_push (a);
    }
  /* FOR_EACH_LOCAL_DECL walks backwards: the budget goes to the arrays
     in the order they are declared.  */
  cands->reverse ();
}

/* The .shared bytes of the unit's variables, with the padding each may
   need before it (the head of the file, point 6).  */

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
	bytes += (tree_to_uhwi (DECL_SIZE_UNIT (decl))
		  + DECL_ALIGN_UNIT (decl) - 1);
    }
  return bytes;
}

/* The bytes of team arrays a kernel of the unit may have in .shared, in
   a buffer aligned to ALIGN bytes: -fplugin-arg-msp-team-shared-max, or
   what libgomp, the unit and the buffer's padding leave of a CTA's
   .shared memory if less.  */

unsigned HOST_WIDE_INT
msp_team_shared_budget (unsigned HOST_WIDE_INT align)
{
  unsigned HOST_WIDE_INT used = (LIBGOMP_SHARED_BYTES + LOWLAT_POOL_BYTES
				 + unit_shared_bytes () + align - 1);
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
buffer_ref (const msp_team_array *array, tree buf)
{
  tree type = TREE_TYPE (array->decl);

  return build2 (MEM_REF, type, build_fold_addr_expr (buf),
		 build_int_cst (build_pointer_type (type), array->offset));
}

/* walk_tree callback: replace the variable of the array (WI->info) by
   its place in the buffer, and recompute the addresses around it.  */

struct replace_info
{
  const msp_team_array *array;
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

/* Replace ARRAY's variable by its place in BUF in the operands of STMT,
   or if STMT is null in *TP; return true if anything changed.  */

static bool
replace_in (gimple *stmt, tree *tp, const msp_team_array *array, tree buf)
{
  replace_info ri = { array, buf, false };
  struct walk_stmt_info wi;

  memset (&wi, 0, sizeof wi);
  wi.info = &ri;
  if (stmt)
    walk_gimple_op (stmt, replace_r, &wi);
  else
    walk_tree (tp, replace_r, &wi, NULL);
  return ri.changed;
}

/* Move the arrays of ARRAYS, all of the target body FUN, into BUF.  */

static void
move_arrays (function *fun, vec<msp_team_array *> &arrays, tree buf)
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
	      replace_in (NULL, gimple_phi_arg_def_ptr (phi, i), arrays[k],
			  buf);
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
	      changed |= replace_in (stmt, NULL, arrays[k], buf);
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

/* Replace the loads of the place P by the callback with ADDR, the
   address the place holds.  For an array, and for any aggregate, the
   address is made once at the callback's start:

     <entry>  p_5 = asm ("// msp: copy" : "=r" p_5 : "0" ADDR);
     _11 = .omp_data_i->tile;  =>  _11 = p_5;

   The asm, a comment, copies ADDR (gimple/analysis/rules.cc) and hides
   the constant from GCC's propagators: the accesses stay accesses through
   a pointer, as they were, rather than become references of
   __msp_team_shared, whose addresses expand computes one by one once the
   loops are unrolled (straight-line strength reduction, which gives the
   accesses of an unrolled loop one base and constant offsets, does not
   look at references of a declaration:
   gimple-ssa-strength-reduction.cc, restructure_reference, takes a
   MEM_REF base only).  A variable of a register type (SCALAR) is
   accessed whole, at one address that no loop strides over: its
   loads take ADDR itself (sound as the copy is: every load read that
   constant, the address of a static), and the accesses become
   references of the buffer, an address the PTX instruction holds
   (ld.shared.u32 %r1, [__msp_team_shared+16]), with no register made
   for it at every call of the callback.  */

static void
replace_loads (const msp_team_place &p, tree addr, bool scalar)
{
  if (p.loads.is_empty ())
    return;
  function *fun = p.cb->get_fun ();
  push_cfun (fun);
  /* The address in its own type: the resolver reads the asm's input as
     it reads any address.  */
  tree type = TREE_TYPE (addr);
  tree ptr = addr;
  if (!scalar)
    {
      ptr = make_ssa_name (type);
      gasm *copy = msp_build_asm_copy (ptr, unshare_expr (addr));
      gsi_insert_on_edge_immediate (single_succ_edge
				    (ENTRY_BLOCK_PTR_FOR_FN (fun)), copy);
    }
  for (unsigned i = 0; i < p.loads.length (); i++)
    {
      gimple *stmt = p.loads[i];
      tree lhs = gimple_assign_lhs (stmt);
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      if (useless_type_conversion_p (TREE_TYPE (lhs), type))
	gimple_assign_set_rhs_from_tree (&gsi, unshare_expr (ptr));
      else
	gimple_assign_set_rhs_with_ops (&gsi, NOP_EXPR, unshare_expr (ptr));
      update_stmt (gsi_stmt (gsi));
    }
  pop_cfun ();
}

/* Dump what became of ARRAY into DUMP, and say it through -fopt-info.  */

static void
report (FILE *dump, const msp_team_array *array)
{
  char msg[256], uid[32];
  const char *name = uid;
  if (DECL_NAME (array->decl))
    name = IDENTIFIER_POINTER (DECL_NAME (array->decl));
  else
    snprintf (uid, sizeof uid, "D.%u", DECL_UID (array->decl));
  /* The remark names what the user declared; the dump says it of all
     alike.  */
  const char *kind = (TREE_CODE (TREE_TYPE (array->decl)) == ARRAY_TYPE
		      ? "team array " : "team variable ");
  int head = snprintf (msg, sizeof msg, "%s", kind);
  if (array->why)
    snprintf (msg + head, sizeof msg - head,
	      "'%s' stays on the soft stack: %s", name, array->why);
  else
    snprintf (msg + head, sizeof msg - head,
	      "'%s' (" HOST_WIDE_INT_PRINT_UNSIGNED " bytes) placed in .shared",
	      name, array->size);
  if (dump)
    {
      fprintf (dump, "team arrays of %s: %s", array->body->dump_name (),
	       msg + head);
      if (!array->why)
	fprintf (dump, " at __msp_team_shared+" HOST_WIDE_INT_PRINT_UNSIGNED
		 ", %u data block places", array->offset,
		 array->places.length ());
      if (!array->why || !array->why_stmt)
	fputc ('\n', dump);
      else
	{
	  fprintf (dump, ": ");
	  print_gimple_stmt (dump, array->why_stmt, 0, TDF_NONE);
	}
      fflush (dump);
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

/* The candidate arrays of one target body, and those that move.  */

struct team_body
{
  cgraph_node *node;
  vec<msp_team_array *> cands;
  vec<msp_team_array *> moved;
};

/* Reject the candidate arrays of the target body BODY that may not move
   wherever they fit.  Return the largest alignment of those left.  */

static unsigned HOST_WIDE_INT
scan_body (team_body *body, team_unit *unit)
{
  function *fun = body->node->get_fun ();
  vec<msp_team_array *> &cands = body->cands;
  auto_vec<msp_block_var> vars;
  auto_vec<cgraph_node *> any;
  unsigned HOST_WIDE_INT align = 1;

  push_cfun (fun);
  msp_find_block_vars (fun, &unit->callbacks, &vars, &any);
  msp_simt_info *simt = msp_simt_analyse (fun);
  for (unsigned i = 0; i < cands.length (); i++)
    {
      msp_team_array *a = cands[i];
      if (a->why)
	continue;
      msp_team_scan_body (a, fun, vars, simt);
      if (!a->in_memory && !a->why)
	msp_team_reject (a, "it may live in registers", NULL);
      if (!a->why)
	msp_team_check_block_vars (a, fun);
    }
  pop_cfun ();
  delete simt;

  for (unsigned i = 0; i < cands.length (); i++)
    {
      msp_team_array *a = cands[i];
      for (unsigned j = 0; j < a->places.length () && !a->why; j++)
	{
	  cb_blocks *b = unit->blocks.get (a->places[j].cb);
	  msp_team_scan_callback (a, &a->places[j],
				  b && !b->any && b->vars == 1);
	}
      if (!a->why)
	align = MAX (align, a->align);
    }
  return align;
}

/* Decide which of the candidate arrays of the target body BODY that
   scan_body left move, within BUDGET bytes, into BODY->moved.  Return
   the bytes they take.  */

static unsigned HOST_WIDE_INT
decide_body (team_body *body, unsigned HOST_WIDE_INT budget)
{
  vec<msp_team_array *> &cands = body->cands;
  unsigned HOST_WIDE_INT used = 0;

  for (unsigned i = 0; i < cands.length (); i++)
    {
      msp_team_array *a = cands[i];
      if (a->why)
	continue;
      unsigned HOST_WIDE_INT off = ROUND_UP (used, a->align);
      if (off + a->size > budget)
	{
	  msp_team_reject (a, "over the .shared budget", NULL);
	  continue;
	}
      a->offset = off;
      used = off + a->size;
      body->moved.safe_push (a);
    }
  return used;
}

/* Move the arrays MOVED, of the target body NODE, into BUF, and the
   loads of their places in the callbacks.  */

static void
transform_body (cgraph_node *node, vec<msp_team_array *> &moved, tree buf)
{
  varpool_node *vbuf = varpool_node::get (buf);

  for (unsigned i = 0; i < moved.length (); i++)
    {
      msp_team_array *a = moved[i];
      for (unsigned j = 0; j < a->places.length (); j++)
	{
	  const msp_team_place &p = a->places[j];
	  tree addr = unshare_expr (gimple_assign_rhs1 (p.store));
	  replace_in (NULL, &addr, a, buf);
	  replace_loads (p, addr, is_gimple_reg_type (TREE_TYPE (a->decl)));
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

/* The team arrays of the unit found and moved, for the summary line
   (plugin/summary.cc).  */
static unsigned unit_candidates, unit_moved;

/* Store in *FOUND and *MOVED how many team arrays the unit's OpenMP
   target bodies have, and how many of them msp_promote_team_arrays
   moved into .shared.  */

void
msp_team_array_counts (unsigned *found, unsigned *moved)
{
  *found = unit_candidates;
  *moved = unit_moved;
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

  /* The candidates first: most units have none, and need no walk.  */
  auto_vec<team_body> bodies;
  for (unsigned i = 0; i < nodes.length (); i++)
    if (team_body_p (nodes[i]))
      {
	team_body b = { nodes[i], vNULL, vNULL };
	find_arrays (nodes[i], &b.cands);
	if (b.cands.is_empty ())
	  b.cands.release ();
	else
	  bodies.safe_push (b);
      }
  if (bodies.is_empty ())
    return 0;

  team_unit unit;
  collect_blocks (nodes, &unit);
  /* The buffer's alignment bounds its padding in every kernel (the head
     of the file, point 6): that of all the arrays that may move, which
     is at least that of those that do.  */
  unsigned HOST_WIDE_INT pad_align = 1;
  for (unsigned i = 0; i < bodies.length (); i++)
    {
      unsigned HOST_WIDE_INT a = scan_body (&bodies[i], &unit);
      pad_align = MAX (pad_align, a);
    }
  unsigned HOST_WIDE_INT budget = msp_team_shared_budget (pad_align);
  unsigned HOST_WIDE_INT size = 0, align = 1;
  for (unsigned i = 0; i < bodies.length (); i++)
    {
      unsigned HOST_WIDE_INT used = decide_body (&bodies[i], budget);
      size = MAX (size, used);
      for (unsigned j = 0; j < bodies[i].moved.length (); j++)
	align = MAX (align, bodies[i].moved[j]->align);
    }
  gcc_checking_assert (align <= pad_align);

  unsigned count = 0;
  if (size)
    {
      tree buf = make_buffer (size, align);
      for (unsigned i = 0; i < bodies.length (); i++)
	if (!bodies[i].moved.is_empty ())
	  {
	    transform_body (bodies[i].node, bodies[i].moved, buf);
	    count += bodies[i].moved.length ();
	  }
      if (dump)
	fprintf (dump, "team arrays: " HOST_WIDE_INT_PRINT_UNSIGNED
		 " bytes of .shared (budget " HOST_WIDE_INT_PRINT_UNSIGNED
		 " per kernel)\n", size, budget);
    }
  for (unsigned i = 0; i < bodies.length (); i++)
    {
      unit_candidates += bodies[i].cands.length ();
      for (unsigned k = 0; k < bodies[i].cands.length (); k++)
	{
	  msp_team_array *a = bodies[i].cands[k];
	  report (dump, a);
	  delete a;
	}
      bodies[i].cands.release ();
      bodies[i].moved.release ();
    }
  unit_moved += count;
  return count;
}
