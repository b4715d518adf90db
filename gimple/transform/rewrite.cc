/* rewrite.cc -- give resolved memory references their state space.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   A MEM_REF or TARGET_MEM_REF gets its address space at expand from the
   type its pointer operand points to.  For every access whose pointer
   the resolver proved to point into one space, this file builds a copy
   of the pointer in that space and makes it the access's base:

     before                          after
       p_1 = .omp_data_i->a;           p_1 = .omp_data_i->a;
                                       p_7 = (float __shared *) p_1;  [1]
     <loop>                          <loop>
       i_2 = PHI <0, i_3>              i_2 = PHI <0, i_3>
       q_4 = p_1 + i_2 * 4;            q_4 = p_1 + i_2 * 4;
                                       q_8 = p_7 + i_2 * 4;
       *q_4 = 0.0;                     MEM[(float __shared *) q_8] = 0.0;

   [1] is an ADDR_SPACE_CONVERT_EXPR (cvta.to.<space> for shared, const
   and local).  As LLVM's InferAddressSpaces does, the copy is made for
   the whole pointer expression, back to its root: the conversion
   happens once where the root is defined (a load, a parameter, an
   address, a call), not once per access in a loop.  Pointer
   arithmetic, pointer conversions, PHIs and the integer round trips that
   ivopts makes are copied in the new space; a root whose conversion
   would undo an earlier one (generic = (T *) q with q already in the
   space) is replaced by q itself, so generic->X->generic chains vanish.
   The original statements stay for their other uses; DCE removes them
   when the accesses were their only ones.

   A .global address is the generic one: the conversion into .global is
   no instruction.  There the access's own pointer is converted right
   before the access (q_8 = (float __global *) q_4), and nothing is
   copied: a copy of an expression that has other uses duplicates its
   work, and a copied induction variable whose original the exit test
   still reads is a second induction variable in the loop
   (access_version).

   The early pass (msp-early) leaves global accesses to the late one
   when both rewrite: a global pointer needs no conversion, so copying it
   into address space 1 before the loop optimisations gains nothing, and
   it costs compile time (ivopts then weighs the candidates of both
   spaces against every use, determine_group_iv_costs), where msp-late
   still resolves all of them.
   Shared, const and local pointers are rewritten early, so that ivopts
   and LIM keep the converted pointer in the induction variables they
   make instead of converting once per access.

   Only loads and stores of GIMPLE assignments are rewritten, the
   aggregates calls read from memory to pass them by value, and the
   pointer argument of atomic builtins (get_builtin_sync_mem reads its
   type, which gives atom.shared.add and the like); pointer arguments and
   return slots, whose addresses reach other functions as generic
   pointers, are left alone.

   msp_rewrite_function does it in steps, each a function of its own
   that fills or reads its part of struct rewrite_ctx: resolve_function
   computes the masks (with the SIMT regions of simt.cc, and again with
   the loads unknown where the function's IL stores more than the unit's
   memory mask, verify.cc); msp_set_cliques gives msp-early's
   references their alias clique (cliques.cc); rewrite_statements walks
   the statements, rewriting loads, stores, atomics and isspacep tests;
   finish_rewrite commits the conversions made on edges, marks the
   pointers into read-only memory and removes the dead copies; and
   dump_summary writes the counts to the dump file.

   With -fopt-info-missed, the last pass that rewrites (msp-late, unless
   -fplugin-arg-msp-phase=early) says of each access through a pointer
   that stays generic why, at the user's line (remark_generic): its
   pointer's data mask names several spaces or none ("'p' may point
   into global or shared memory", "the provenance of 'q' is unknown"),
   it is a block copy, a store into .const memory, an atomic operation
   on .local or .const memory or through libatomic, and so on.  The
   remarks read what the rewrite computed and change nothing.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/analysis/decls.h"
#include "gimple/analysis/edge-consts.h"
#include "core/atomics.h"
#include "gimple/transform/block-ops.h"
#include "gimple/transform/checks.h"
#include "gimple/transform/cliques.h"
#include "core/data-area.h"
#include "core/facts.h"
#include "gimple/transform/isspacep.h"
#include "core/remark.h"
#include "gimple/analysis/resolve.h"
#include "gimple/analysis/rules.h"
#include "gimple/transform/flat-ref.h"
#include "gimple/transform/rewrite.h"
#include "gimple/transform/short-exit.h"
#include "gimple/transform/small-copy.h"
#include "gimple/analysis/simt.h"
#include "gimple/transform/verify.h"

/* Deeper pointer expressions are converted where they are, rather than
   copied back to their root.  */
#define MAX_VERSION_DEPTH 64

/* What the summary lines of the dump count.  */

struct rewrite_counts
{
  /* References rewritten, by space (index: log2 of the mask bit), and
     all references through pointers.  */
  unsigned resolved[MSP_NSPACES];
  unsigned total;
  /* Conversions into a space made (cvta and its like).  */
  unsigned conversions;
  /* msp-early: resolved global and shared accesses left to msp-late.  */
  unsigned deferred;
  /* msp-late: exit tests made to compare 32-bit copies (short-exit.cc),
     and offset induction variables copied as 32-bit ones.  */
  unsigned short_exits;
  unsigned short_offsets;
  /* Declaration accesses made pointer accesses (rewrite_decl_ref).  */
  unsigned decl_refs;
  /* References put in msp's alias clique (cliques.cc).  */
  unsigned cliqued;
  /* isspacep asm statements folded (isspacep.cc).  */
  unsigned isspacep;
  /* Resolved block copies and clears left generic (block-ops.cc).  */
  unsigned block_ops;
  /* msp-late: memcpy and memmove calls made loads and stores
     (small-copy.cc), and those of them behind an alignment test.  */
  unsigned small_copies;
  unsigned tested_copies;
  /* Pointers marked as into read-only .const memory (cliques.cc).  */
  unsigned readonly;
};

/* One run of msp-early or msp-late over a function, its fields grouped
   by the step of msp_rewrite_function that sets them.  The destructor
   releases the masks; the other members free themselves (hash_map's
   and auto_vec's destructors release their storage, auto_bitmap's its
   bits).  */

struct rewrite_ctx
{
  rewrite_ctx (function *, bool, bool);
  ~rewrite_ctx () { masks.release (); }

  /* What the pass asks for.  */
  function *fun;
  /* False when only analysing (-fplugin-arg-msp-phase).  */
  bool rewrite;
  /* msp-late: turn declaration accesses into pointer accesses too.  */
  bool decls;
  /* msp-early, when msp-late rewrites too: leave the global accesses
     to msp-late (see the head of the file).  */
  bool defer_global;
  /* Warn about illegal operations (checks.cc).  */
  bool warn;
  /* Say which accesses stay generic (remark_generic).  */
  bool remarks;

  /* resolve_function: the masks of FUN's SSA names, and the context
     they were resolved in (its SIMT information is gone after).  */
  msp_masks masks;
  msp_fn_ctx fn_ctx;

  /* rewrite_statements: the copy of each SSA name in the space of its
     mask, and the names copied, in the order their copies were made.  */
  hash_map<tree, tree> versions;
  /* The 32-bit copies of offset induction variables (narrow_offset).  */
  hash_map<tree, tree> narrow_offsets;
  auto_vec<tree> versioned;
  /* The SSA versions of the copies (SSA names are recycled, so a copy
     may have the version of a name the masks were computed for).  */
  auto_bitmap made;
  /* The pointer in its space to each declaration whose accesses
     rewrite_decl_ref rewrote.  */
  hash_map<tree, tree> decl_ptrs;
  /* The small copies left as calls behind an alignment test, which the
     walk reaches again in the test's other arm.  */
  hash_set<gimple *> tested;
  /* The exit tests that may compare 32-bit copies of their operands
     (short-exit.cc), found before the rewrite, and the operand of each
     that is the induction variable.  */
  auto_vec<std::pair<gcond *, tree> > short_exits;
  /* Conversions wait on edges for finish_rewrite to commit.  */
  bool edge_inserts;
  /* The statement being rewritten has changed: its operands need
     updating (update_stmt scans them again, which costs, and so only
     after a change).  */
  bool stmt_changed;

  /* dump_summary: what every step counted.  */
  rewrite_counts counts;
};

rewrite_ctx::rewrite_ctx (function *f, bool rewrite_p, bool decls_p)
  : fun (f), rewrite (rewrite_p), decls (decls_p),
    defer_global (!decls_p && msp_opts.phase == MSP_PHASE_BOTH),
    /* Warn once: in msp-early, which sees pointer arithmetic before
       ivopts folds it into integers, or in msp-late at -O0, where
       msp-early does not run.  */
    warn (msp_opts.warnings && (!decls_p || !optimize)),
    /* The last pass that rewrites: msp-late, unless only msp-early
       does (-fplugin-arg-msp-phase=early).  */
    remarks (rewrite_p && (decls_p || msp_opts.phase == MSP_PHASE_EARLY)),
    edge_inserts (false), stmt_changed (false), counts ()
{
  masks.data = vNULL;
  masks.implicit = vNULL;
  masks.ctx = NULL;
  masks.resolved = false;
  masks.reads = NULL;
  memset (&fn_ctx, 0, sizeof fn_ctx);
}

/* The pointer type to TYPE's pointee qualified with address space AS.  */

static tree
qualified_pointer_type (tree type, addr_space_t as)
{
  tree pointee = TREE_TYPE (type);
  int quals = TYPE_QUALS_NO_ADDR_SPACE (pointee);

  return build_pointer_type (build_qualified_type
			     (pointee, quals | ENCODE_QUAL_ADDR_SPACE (as)));
}

/* The address space CTX rewrites an access through a pointer of MASK
   into.  msp-late's .shared pointers are 32-bit (core/spaces.cc);
   msp-early's are 64-bit, in the address space of msp-rtl's .shared
   accesses: msp-early leaves .shared accesses to msp-late (defer_p),
   but rewrites them itself when msp-late does not
   (-fplugin-arg-msp-phase=early), and the loop optimisations after it
   meet a 32-bit address with 64-bit induction variables (ivopts
   computes offsets in sizetype) and with an internal error in ivopts'
   cost model (immed_wide_int_const).  */

static addr_space_t
pass_addr_space (struct rewrite_ctx *ctx, msp_mask mask)
{
  return (ctx->decls ? msp_mask_addr_space (mask)
	  : msp_mask_wide_addr_space (mask));
}

/* The type a copy of NAME in address space AS has: a qualified pointer
   for a pointer; for an integer, the same integer type, or an unsigned
   integer as wide as AS's pointers where those are narrower (.shared):
   GIMPLE converts a pointer to no wider integer (verify_gimple_assign_
   unary), and the copy's arithmetic is then as narrow as the address,
   modulo its width, which is all the access reads of it.  */

static tree
version_type (tree name, addr_space_t as)
{
  tree type = TREE_TYPE (name);
  if (POINTER_TYPE_P (type))
    return qualified_pointer_type (type, as);
  if (msp_short_addr_space_p (as))
    return build_nonstandard_integer_type
      (TYPE_PRECISION (qualified_pointer_type (ptr_type_node, as)), 1);
  return type;
}

/* Insert SEQ where the value NAME becomes available.  Return false if
   there is no such place in NAME's block (its definition ends the block,
   as a throwing call does).  */

static bool
insert_after_def (tree name, gimple_seq seq)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  gimple_stmt_iterator gsi;

  if (SSA_NAME_IS_DEFAULT_DEF (name))
    {
      edge e = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun));
      if (!single_pred_p (e->dest))
	{
	  gsi_insert_seq_on_edge_immediate (e, seq);
	  return true;
	}
      gsi = gsi_after_labels (e->dest);
      gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);
      return true;
    }
  if (gimple_code (def) == GIMPLE_PHI)
    {
      gsi = gsi_after_labels (gimple_bb (def));
      gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);
      return true;
    }
  if (stmt_ends_bb_p (def))
    return false;
  gsi = gsi_for_stmt (def);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  return true;
}

/* Convert NAME, a generic pointer or an integer holding one, into
   address space AS where NAME is defined: the root of a pointer
   expression.  */

static tree
convert_root (struct rewrite_ctx *ctx, tree name, addr_space_t as)
{
  tree type = TREE_TYPE (name);
  gimple_seq seq = NULL;
  tree ptr = name;
  tree res;

  if (!POINTER_TYPE_P (type))
    ptr = gimple_convert (&seq, ptr_type_node, name);
  tree qtype = qualified_pointer_type (TREE_TYPE (ptr), as);
  res = make_ssa_name (qtype);
  gimple_seq_add_stmt (&seq, gimple_build_assign (res, ADDR_SPACE_CONVERT_EXPR,
						  ptr));
  if (!POINTER_TYPE_P (type))
    res = gimple_convert (&seq, version_type (name, as), res);

  if (!insert_after_def (name, seq))
    return NULL_TREE;
  ctx->counts.conversions++;
  return res;
}

/* The address of DECL converted into address space AS, a pointer to
   DECL's type in AS, made right before the statement BEFORE, or once per
   function at its start if BEFORE is null (a PHI's argument).

   Right before the access, as the backend computes a variable's address
   when msp is not there (cvta.global of the symbol where it is used):
   the conversion of a symbol's or a frame slot's address is a constant
   that RTL's CSE and loop-invariant motion, and ptxas, place as they
   place the address itself.  At the function's start it would be a
   register live through the whole function and across its calls: more
   registers, and spills around the calls (omp_get_thread_num ...).  */

static tree
decl_version (struct rewrite_ctx *ctx, tree decl, addr_space_t as,
	      gimple *before)
{
  if (before == NULL)
    if (tree *slot = ctx->decl_ptrs.get (decl))
      return *slot;

  tree addr = build_fold_addr_expr (decl);
  tree ptr = make_ssa_name (qualified_pointer_type (TREE_TYPE (addr), as));
  /* It points to DECL and nothing else, as the reference it replaces
     said (copy_points_to).  */
  pt_solution_set_var (&get_ptr_info (ptr)->pt, decl);
  gimple *conv = gimple_build_assign (ptr, ADDR_SPACE_CONVERT_EXPR, addr);
  if (before)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (before);
      gsi_insert_before (&gsi, conv, GSI_SAME_STMT);
    }
  else
    {
      edge e = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (ctx->fun));
      gsi_insert_on_edge_immediate (e, conv);
      ctx->decl_ptrs.put (decl, ptr);
    }
  TREE_ADDRESSABLE (decl) = 1;
  ctx->counts.conversions++;
  return ptr;
}

/* If ADDR is the address of a declaration or of a part of it at a
   constant offset, &DECL + C, return its copy in address space AS
   converted to TYPE: DECL's copy (decl_version) plus C, made right
   before BEFORE (at the function's start if null); otherwise NULL_TREE.

   An invariant address that ivopts gives an induction variable as its
   start (ivtmp = (unsigned long) &MEM[&a + 24]) is so converted from the
   declaration's address, which does not change in any loop, rather than
   from the induction variable: RTL's loop-invariant motion then moves
   the conversion out of the loops around it as it moves the address
   (a conversion of the induction variable, which has other
   definitions, it keeps where it is).  Any C is right: the copy of a
   pointer plus an offset is the copy plus the offset (the windows are
   linear), and only addresses within DECL are dereferenced.  */

static tree
address_version (struct rewrite_ctx *ctx, tree addr, tree type,
		 addr_space_t as, gimple *before)
{
  poly_int64 off;
  HOST_WIDE_INT c;

  if (TREE_CODE (addr) != ADDR_EXPR)
    return NULL_TREE;
  tree decl = get_addr_base_and_unit_offset (TREE_OPERAND (addr, 0), &off);
  if (decl == NULL_TREE || !VAR_P (decl) || !off.is_constant (&c)
      || (pass_addr_space (ctx, msp_decl_mask (decl, ctx->masks.ctx))
	  != as))
    return NULL_TREE;
  tree ptr = decl_version (ctx, decl, as, before);
  gimple_seq seq = NULL;
  tree res = ptr;
  if (c != 0)
    res = gimple_build (&seq, POINTER_PLUS_EXPR, TREE_TYPE (ptr), ptr,
			size_int (c));
  res = gimple_convert (&seq, type, res);
  if (gimple_seq_empty_p (seq))
    ;
  else if (before)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (before);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else
    /* Right after the copy, at the function's start: an insertion on
       the entry edge would go before it.  */
    insert_after_def (ptr, seq);
  return res;
}

static tree version_of (struct rewrite_ctx *, tree, addr_space_t, int);

/* The mask of OP in CTX.  */

static msp_mask
mask_of (struct rewrite_ctx *ctx, tree op)
{
  if (TREE_CODE (op) == SSA_NAME
      && (SSA_NAME_VERSION (op) >= ctx->masks.data.length ()
	  || bitmap_bit_p (ctx->made, SSA_NAME_VERSION (op))))
    {
      /* A name msp made: a pointer's type tells its space.  */
      tree type = TREE_TYPE (op);
      if (POINTER_TYPE_P (type))
	return msp_addr_space_mask (TYPE_ADDR_SPACE (TREE_TYPE (type)));
      return MSP_UNKNOWN;
    }
  return msp_operand_mask (op, ctx->masks);
}

/* True if CTX leaves the accesses it resolves to address space AS to
   msp-late, when both passes rewrite (the head of the file): those into
   a space whose generic addresses need no conversion (.global, the
   table of spaces), and those into a space of 32-bit pointers
   (.shared).  GCC's ivopts, which runs between the two, expresses an
   address of 32 bits through induction variables of 64 (sizetype, in
   which it computes every offset) and converts back and forth in the
   loop; msp-late copies the 64-bit induction variables ivopts made for
   the generic pointer as 32-bit ones instead, and their exit tests
   with them (rewrite_cond).  */

static bool
defer_p (struct rewrite_ctx *ctx, addr_space_t as)
{
  const struct msp_space *space = msp_space_of_addr_space (as);

  return (ctx->defer_global && space
	  && (space->cvta_to == NULL || space->short_pointers));
}

/* True if BASE, a MEM_REF or TARGET_MEM_REF that CTX, msp-early,
   would put into address space AS, is an array (the base of an
   ARRAY_REF) through a pointer converted at its root (the spaces other
   than .global): GCC's straight-line strength reduction (replace_ref,
   gimple-ssa-strength-reduction.cc) rebuilds such an element's address
   as pointer arithmetic on the converted pointer in a pointer type of
   the generic space, which the GIMPLE verifier rejects ("type mismatch
   in pointer_plus_expr").  msp-late, which runs after it, rewrites the
   reference; without msp-late (-fplugin-arg-msp-phase=early) it stays
   generic.  */

static bool
array_ref_p (struct rewrite_ctx *ctx, tree base, addr_space_t as)
{
  const struct msp_space *space = msp_space_of_addr_space (as);

  return (!ctx->decls && TREE_CODE (TREE_TYPE (base)) == ARRAY_TYPE
	  && space && space->cvta_to != NULL);
}

/* True if CTX leaves BASE, of address space AS, to msp-late
   (array_ref_p).  */

static bool
array_ref_late_p (struct rewrite_ctx *ctx, tree base, addr_space_t as)
{
  return msp_opts.phase == MSP_PHASE_BOTH && array_ref_p (ctx, base, as);
}

/* Count a reference in address space AS as resolved.  */

static void
count_resolved (struct rewrite_ctx *ctx, addr_space_t as)
{
  int i = exact_log2 (msp_addr_space_mask (as));
  if (i >= 0)
    ctx->counts.resolved[i]++;
}

/* The copy in address space AS of the PHI argument ARG on edge E, a
   value of mask MASK (or null).  An argument known to be a constant on
   E is that constant, as the resolver takes it (edge-consts.cc).  */

static tree
phi_arg_version (struct rewrite_ctx *ctx, tree arg, edge e, tree type,
		 addr_space_t as, msp_mask mask, int depth)
{
  if (TREE_CODE (arg) == SSA_NAME && mask_of (ctx, arg) == mask)
    return version_of (ctx, arg, as, depth + 1);
  if (tree c = msp_edge_constant (arg, e))
    arg = c;
  if (TREE_CODE (arg) == INTEGER_CST && integer_zerop (arg))
    /* A null pointer is never dereferenced; any value will do.  */
    return build_zero_cst (type);
  if (TREE_CODE (arg) == INTEGER_CST && !POINTER_TYPE_P (type))
    /* An offset in an integer PHI.  */
    return fold_convert (type, arg);
  if (TREE_CODE (arg) == ADDR_EXPR && POINTER_TYPE_P (type))
    if (tree v = address_version (ctx, arg, type, as, NULL))
      return v;
  if (TREE_CODE (arg) == ADDR_EXPR && POINTER_TYPE_P (type)
      && mask_of (ctx, arg) == mask)
    {
      /* Convert the address on the edge, outside the loop the PHI
	 heads.  */
      tree tmp = make_ssa_name (type);
      gsi_insert_on_edge (e, gimple_build_assign (tmp,
						  ADDR_SPACE_CONVERT_EXPR,
						  arg));
      ctx->edge_inserts = true;
      ctx->counts.conversions++;
      return tmp;
    }
  return NULL_TREE;
}

/* Give COPY, a pointer msp made that holds the address NAME holds in
   another space, NAME's points-to information (and with it NAME's
   alignment).  Without it the alias oracle, which RTL's alias analysis
   asks about the MEM_EXPRs, could tell nothing of COPY's accesses: a
   restrict data block pointer (.omp_data_i) would become a pointer to
   anything, and RTL would keep loads below stores it used to move them
   above (alias.cc, rtx_refs_may_alias_p: a data block field loaded in
   a loop instead of before it).  */

static void
copy_points_to (tree copy, tree name)
{
  if (TREE_CODE (copy) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (copy))
      && POINTER_TYPE_P (TREE_TYPE (name)) && SSA_NAME_PTR_INFO (name)
      && !SSA_NAME_PTR_INFO (copy))
    duplicate_ssa_name_ptr_info (copy, SSA_NAME_PTR_INFO (name));
}

/* Record V as the copy of NAME.  */

static void
record_version (struct rewrite_ctx *ctx, tree name, tree v)
{
  copy_points_to (v, name);
  ctx->versions.put (name, v);
  ctx->versioned.safe_push (name);
  bitmap_set_bit (ctx->made, SSA_NAME_VERSION (v));
}

/* Undo the copies made since the first MARK were recorded: remove their
   statements (the last made first, so that every use of a copy goes
   before its definition) and forget them.  The conversions waiting on
   edges, which refer to no copy, stay, dead.  */

static void
undo_versions (struct rewrite_ctx *ctx, unsigned mark)
{
  while (ctx->versioned.length () > mark)
    {
      tree name = ctx->versioned.pop ();
      tree v = *ctx->versions.get (name);
      ctx->versions.remove (name);
      bitmap_clear_bit (ctx->made, SSA_NAME_VERSION (v));
      if (SSA_NAME_IN_FREE_LIST (v))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (v);
      if (def == NULL || gimple_bb (def) == NULL)
	continue;
      if (gphi *phi = dyn_cast <gphi *> (def))
	{
	  gphi_iterator gsi = gsi_for_phi (phi);
	  remove_phi_node (&gsi, true);
	}
      else
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (def);
	  gsi_remove (&gsi, true);
	  release_ssa_name (v);
	}
    }
}

/* Build the copy of the PHI result NAME in address space AS.  */

static tree
phi_version (struct rewrite_ctx *ctx, tree name, addr_space_t as, int depth)
{
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (name));
  msp_mask mask = mask_of (ctx, name);
  tree type = version_type (name, as);
  tree res = make_ssa_name (type);
  gphi *copy = create_phi_node (res, gimple_bb (phi));
  vec<tree> args = vNULL;

  /* Record the copy first: the arguments may come back to it through a
     loop.  */
  unsigned mark = ctx->versioned.length ();
  record_version (ctx, name, res);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      tree arg = phi_arg_version (ctx, gimple_phi_arg_def (phi, i), e, type,
				  as, mask, depth);
      if (arg == NULL_TREE)
	break;
      args.safe_push (arg);
    }
  if (args.length () != gimple_phi_num_args (phi))
    {
      /* Give up on copying: convert the PHI's result instead.  The copies
	 made of the arguments may refer to the copy of the PHI (through
	 a loop): undo them all, the PHI's copy last.  */
      args.release ();
      undo_versions (ctx, mark);
      tree conv = convert_root (ctx, name, as);
      if (conv)
	record_version (ctx, name, conv);
      return conv;
    }
  for (unsigned i = 0; i < args.length (); i++)
    add_phi_arg (copy, args[i], gimple_phi_arg_edge (phi, i),
		 gimple_phi_arg_location (phi, i));
  args.release ();
  return res;
}

/* True if every use of NAME, an offset induction variable of mask
   MASK's space, is STEP (its step or its PHI) or the offset added to a
   pointer of MASK (which the rewrite copies): the 64-bit variable dies
   once its 32-bit copy serves the copies.  */

static bool
offset_uses_ok_p (struct rewrite_ctx *ctx, tree name, gimple *step,
		  msp_mask mask)
{
  imm_use_iterator it;
  gimple *use;

  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (use == step || is_gimple_debug (use))
	continue;
      if (!is_gimple_assign (use)
	  || (gimple_assign_rhs_code (use) != POINTER_PLUS_EXPR
	      && gimple_assign_rhs_code (use) != PLUS_EXPR)
	  || gimple_assign_rhs1 (use) == name
	  || mask_of (ctx, gimple_assign_lhs (use)) != mask)
	return false;
    }
  return true;
}

/* If OFF, an offset added to a pointer of mask MASK into AS, a space of
   32-bit pointers, is an induction variable, a PHI of a loop's header
   stepped by a constant (or that step), whose only uses are such
   additions, return its 32-bit copy, made once; otherwise NULL_TREE.
   The copies of the pointers then add a 32-bit offset, and the 64-bit
   induction variable dies: ivopts makes such offsets for the accesses
   of a loop to several arrays, and a 64-bit one truncated at each
   access is an add per access in SASS where a 32-bit one is folded
   into the addresses (a register plus a constant,
   nvptx_legitimate_address_p).  */

static tree
narrow_offset (struct rewrite_ctx *ctx, tree off, addr_space_t as,
	       msp_mask mask)
{
  if (!msp_short_addr_space_p (as) || TREE_CODE (off) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || TYPE_PRECISION (TREE_TYPE (off)) != POINTER_SIZE)
    return NULL_TREE;
  if (tree *slot = ctx->narrow_offsets.get (off))
    return *slot;

  gassign *step;
  tree phi_res = msp_constant_step_iv (off, &step);
  if (phi_res == NULL_TREE)
    return NULL_TREE;
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (phi_res));
  if (gimple_phi_num_args (phi) != 2)
    return NULL_TREE;
  basic_block bb = gimple_bb (phi);
  edge latch = loop_latch_edge (bb->loop_father);
  edge entry = EDGE_PRED (bb, EDGE_PRED (bb, 0) == latch ? 1 : 0);
  tree next = gimple_assign_lhs (step);
  tree init = PHI_ARG_DEF_FROM_EDGE (phi, entry);
  if (!offset_uses_ok_p (ctx, phi_res, step, mask)
      || !offset_uses_ok_p (ctx, next, phi, mask))
    return NULL_TREE;

  tree type = version_type (off, as);
  gimple_seq seq = NULL;
  tree init32 = gimple_convert (&seq, type, init);
  if (seq)
    {
      gsi_insert_seq_on_edge (entry, seq);
      ctx->edge_inserts = true;
    }
  tree phi32 = make_ssa_name (type);
  tree next32 = make_ssa_name (type);
  gphi *copy = create_phi_node (phi32, bb);
  add_phi_arg (copy, init32, entry, gimple_phi_arg_location_from_edge
					  (phi, entry));
  add_phi_arg (copy, next32, latch, gimple_phi_arg_location_from_edge
					   (phi, latch));
  gimple_stmt_iterator gsi = gsi_for_stmt (step);
  gsi_insert_after (&gsi, gimple_build_assign
			    (next32, PLUS_EXPR, phi32,
			     fold_convert (type, gimple_assign_rhs2 (step))),
		    GSI_NEW_STMT);
  ctx->narrow_offsets.put (phi_res, phi32);
  ctx->narrow_offsets.put (next, next32);
  ctx->counts.short_offsets++;
  return off == phi_res ? phi32 : next32;
}

/* Build the copy of NAME, defined by the assignment DEF, in address
   space AS, if DEF is a step of a pointer expression; otherwise return
   NULL_TREE.  */

static tree
assign_version (struct rewrite_ctx *ctx, tree name, gassign *def,
		addr_space_t as, int depth)
{
  msp_mask mask = mask_of (ctx, name);
  enum tree_code code = gimple_assign_rhs_code (def);
  tree rhs1 = gimple_assign_rhs1 (def);
  tree type = version_type (name, as);
  gimple *copy = NULL;
  gimple_seq seq = NULL;
  tree res;

  if (gimple_assign_load_p (def))
    return NULL_TREE;

  switch (code)
    {
    case POINTER_PLUS_EXPR:
      {
	tree v;
	if (TREE_CODE (rhs1) == ADDR_EXPR)
	  v = address_version (ctx, rhs1, type, as, def);
	else if (TREE_CODE (rhs1) != SSA_NAME || mask_of (ctx, rhs1) != mask)
	  return NULL_TREE;
	else
	  v = version_of (ctx, rhs1, as, depth + 1);
	if (!v)
	  return NULL_TREE;
	tree off = gimple_assign_rhs2 (def);
	if (tree o = narrow_offset (ctx, off, as, mask))
	  off = gimple_convert (&seq, sizetype, o);
	res = make_ssa_name (type);
	copy = gimple_build_assign (res, POINTER_PLUS_EXPR, v, off);
	break;
      }

    case PLUS_EXPR:
    case MINUS_EXPR:
      {
	/* An integer holding a pointer, plus or minus an offset.  */
	tree rhs2 = gimple_assign_rhs2 (def);
	tree ptr = rhs1, off = rhs2;
	if (POINTER_TYPE_P (TREE_TYPE (name)))
	  return NULL_TREE;
	if (code == PLUS_EXPR && mask_of (ctx, rhs1) == MSP_EMPTY)
	  std::swap (ptr, off);
	if (TREE_CODE (ptr) != SSA_NAME || mask_of (ctx, ptr) != mask
	    || mask_of (ctx, off) != MSP_EMPTY)
	  return NULL_TREE;
	tree v = version_of (ctx, ptr, as, depth + 1);
	if (!v)
	  return NULL_TREE;
	res = make_ssa_name (type);
	/* The offset, as narrow as the copy (version_type).  */
	if (tree o = narrow_offset (ctx, off, as, mask))
	  off = o;
	off = gimple_convert (&seq, type, off);
	copy = gimple_build_assign (res, code, v, off);
	break;
      }

    CASE_CONVERT:
    case SSA_NAME:
    case ADDR_SPACE_CONVERT_EXPR:
      {
	if (TREE_CODE (rhs1) == ADDR_EXPR
	    && (POINTER_TYPE_P (TREE_TYPE (name))
		|| TYPE_PRECISION (TREE_TYPE (name)) == POINTER_SIZE))
	  /* NAME = (T) &DECL + C, an induction variable's start.  */
	  return address_version (ctx, rhs1, type, as, def);
	if (TREE_CODE (rhs1) != SSA_NAME)
	  return NULL_TREE;
	tree optype = TREE_TYPE (rhs1);
	tree v;
	if (POINTER_TYPE_P (optype)
	    && TYPE_ADDR_SPACE (TREE_TYPE (optype)) == as)
	  /* generic = (T *) q with q already in AS: use q.  */
	  v = rhs1;
	else if (mask_of (ctx, rhs1) != mask
		 || (INTEGRAL_TYPE_P (optype)
		     && TYPE_PRECISION (optype) != POINTER_SIZE))
	  return NULL_TREE;
	else
	  v = version_of (ctx, rhs1, as, depth + 1);
	if (!v)
	  return NULL_TREE;
	res = make_ssa_name (type);
	copy = gimple_build_assign (res, NOP_EXPR, v);
	break;
      }

    default:
      return NULL_TREE;
    }

  /* The operands' copies are defined where the operands are, which
     dominates DEF; put the copy right after DEF.  */
  gimple_seq_add_stmt (&seq, copy);
  if (!insert_after_def (name, seq))
    {
      for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	release_ssa_name (gimple_get_lhs (gsi_stmt (gsi)));
      return NULL_TREE;
    }
  return res;
}

/* If NAME is the output of msp's asm copy COPY (gimple/ipa/team-shared.cc:
   the address of a team array, hidden from GCC's propagators) and the
   copied address is that of a variable of address space AS plus a
   constant, return a copy of the address made in AS and copied by an
   asm of its own, right after COPY; else return NULL_TREE.  For
   .shared, the address in the space is the symbol's (mov.u32 %r,
   sym+N), where a conversion of the generic copy would be cvta.shared,
   then cvta.to.shared and a truncation; and ptxas, reading no asm, then
   sees the constant it addresses the array with.  */

static tree
asm_copy_version (struct rewrite_ctx *ctx, tree name, gasm *copy,
		  addr_space_t as)
{
  tree in = msp_asm_copy_input (copy);
  tree type = version_type (name, as);
  if (in == NULL_TREE || !POINTER_TYPE_P (type))
    return NULL_TREE;
  tree addr = address_version (ctx, in, type, as, copy);
  if (addr == NULL_TREE)
    return NULL_TREE;

  gimple_stmt_iterator gsi = gsi_for_stmt (copy);
  tree res = make_ssa_name (type);
  gsi_insert_after (&gsi, msp_build_asm_copy (res, addr), GSI_NEW_STMT);
  return res;
}

/* The copy of NAME (a pointer, or an integer holding one) in address
   space AS, made on first use; NULL_TREE if none can be made.  */

static tree
version_of (struct rewrite_ctx *ctx, tree name, addr_space_t as, int depth)
{
  tree type = TREE_TYPE (name);
  tree res = NULL_TREE;

  if (POINTER_TYPE_P (type) && TYPE_ADDR_SPACE (TREE_TYPE (type)) == as)
    return name;
  if (tree *slot = ctx->versions.get (name))
    return *slot;

  gimple *def = SSA_NAME_DEF_STMT (name);
  if (depth < MAX_VERSION_DEPTH && !SSA_NAME_IS_DEFAULT_DEF (name))
    {
      if (gimple_code (def) == GIMPLE_PHI)
	return phi_version (ctx, name, as, depth);
      if (is_gimple_assign (def))
	res = assign_version (ctx, name, as_a <gassign *> (def), as, depth);
      else if (gasm *copy = dyn_cast <gasm *> (def))
	res = asm_copy_version (ctx, name, copy, as);
    }
  if (res == NULL_TREE)
    res = convert_root (ctx, name, as);
  if (res != NULL_TREE)
    record_version (ctx, name, res);
  return res;
}

/* The pointer in address space AS that STMT's access through PTR, a
   generic pointer, uses instead.

   Where the conversion into AS costs an instruction (cvta.to.shared and
   the like), the copy is made back to PTR's root (version_of), so that
   the conversion is made once, out of loops.  Where it costs nothing
   (.global: the same address, msp_addr_space_convert), PTR is converted
   right before STMT, and nothing is copied.  A copy of PTR's expression
   would duplicate work whenever the expression has other uses: after
   the loop optimisations, a copy of an induction variable that the exit
   test still reads is a second induction variable that no later pass
   merges with the first, one more register and one more add per
   iteration in SASS.  And a conversion where PTR is defined would be a
   second name live beside PTR from there on (expand makes it a register
   copy; at a loop's PHI, a copy that lives while the loop steps the
   original, which ptxas keeps); right before STMT, the copy dies at the
   access and RTL's forward propagation removes it.

   A parameter (the data block pointer .omp_data_i above all) and a
   pointer loaded from memory are the exception: each has one copy, where
   it is defined (version_of).  RTL's GCSE takes two loads for the same
   expression only when their MEM_EXPRs are equal (exp_equiv_p): with a
   copy per access, no two loads of a data block field would be, and the
   partly redundant ones it removes without msp would stay.  Neither is an
   induction variable, and forward propagation gives the accesses the
   original's register back.  Where the copy cannot be placed (a load that
   ends its block), the access converts its own.  Only in msp-late: after
   msp-early (-fplugin-arg-msp-phase=early), ivopts would rebuild the
   loop's addresses from the generic original, leaving the copy dead.  */

static tree
access_version (struct rewrite_ctx *ctx, tree ptr, addr_space_t as,
		gimple *stmt)
{
  if (msp_space_of_addr_space (as)->cvta_to != NULL)
    return version_of (ctx, ptr, as, 0);
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (ctx->decls
      && (SSA_NAME_IS_DEFAULT_DEF (ptr) || gimple_assign_load_p (def)))
    if (tree v = version_of (ctx, ptr, as, 0))
      return v;

  /* generic = (T *) q with q already in AS: use q.  */
  if (gimple_assign_cast_p (def)
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
      && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def)))
      && (TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (gimple_assign_rhs1 (def))))
	  == as))
    return gimple_assign_rhs1 (def);

  tree res = make_ssa_name (qualified_pointer_type (TREE_TYPE (ptr), as));
  copy_points_to (res, ptr);
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_insert_before (&gsi, gimple_build_assign (res, ADDR_SPACE_CONVERT_EXPR,
						ptr),
		     GSI_SAME_STMT);
  ctx->counts.conversions++;
  return res;
}

/* Why an access through a pointer stays generic.  */

enum generic_why
{
  WHY_NONE,		/* It does not: it has a space, or will have.  */
  WHY_MASK,		/* Its pointer's mask names no space msp gives.  */
  WHY_TWO_POINTERS,	/* Its address adds up bits of two pointers.  */
  WHY_CONST_STORE,	/* A store into .const memory (checks.cc).  */
  WHY_NOT_REWRITTEN,	/* An operand msp leaves alone.  */
  WHY_BLOCK_OP,		/* A block copy or clear (block-ops.cc).  */
  WHY_NO_PLACE,		/* No place to convert its pointer.  */
  WHY_ATOMIC_SPACE,	/* An atomic operation where PTX has none.  */
  WHY_LIBATOMIC,	/* A call of libatomic.  */
  WHY_UNUSED_CAS	/* nvptx's compare-and-swap, its result unused.  */
};

/* Write into BUF, of SIZE bytes, what SUBJECT (a pointer or an address)
   may point to, for a data mask MASK that names no space msp gives.  */

static void
mask_words (msp_mask mask, const char *subject, char *buf, size_t size)
{
  if (mask & MSP_FOREIGN)
    snprintf (buf, size, "%s may come from a library, its provenance "
	      "unknown", subject);
  else if (mask == MSP_UNKNOWN)
    snprintf (buf, size, "the provenance of %s is unknown", subject);
  else if (mask == MSP_EMPTY)
    snprintf (buf, size, "no pointer flows into %s", subject);
  else if (mask == MSP_PARAM)
    snprintf (buf, size, "%s points into kernel parameter memory, which "
	      "the backend addresses itself", subject);
  else
    {
      /* Several spaces: "global, shared or local memory", by the nouns
	 of the table of spaces, as checks.cc's warnings name them.  */
      int n = snprintf (buf, size, "%s may point into ", subject);
      int left = popcount_hwi (mask);
      FOR_EACH_MSP_SPACE (s)
	if ((mask & s->mask) && n >= 0 && (size_t) n < size)
	  {
	    left--;
	    n += snprintf (buf + n, size - n, "%s%s", s->noun,
			   left > 1 ? ", " : left == 1 ? " or " : " memory");
	  }
    }
}

/* True if DECL is a variable the user named.  */

static bool
user_decl_p (tree decl)
{
  return decl && DECL_P (decl) && DECL_NAME (decl) && !DECL_ARTIFICIAL (decl);
}

/* Write into BUF, of SIZE bytes, how a remark names PTR, the pointer
   operand of an access: by the user's variable whose value it is, moved
   by pointer arithmetic or not ("'p'"), or whose address it is ("the
   address of 'x'"), else "its address".  Pointer arithmetic keeps the
   data mask, so the variable's is PTR's.  */

static void
pointer_words (struct rewrite_ctx *ctx, tree ptr, char *buf, size_t size)
{
  msp_mask mask = mask_of (ctx, ptr);

  for (int depth = 0; depth < 8 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (user_decl_p (SSA_NAME_VAR (ptr)) || !is_gimple_assign (def))
	break;
      enum tree_code code = gimple_assign_rhs_code (def);
      tree rhs1 = gimple_assign_rhs1 (def);
      if ((code != POINTER_PLUS_EXPR && code != SSA_NAME
	   && code != ADDR_EXPR && !CONVERT_EXPR_CODE_P (code))
	  || mask_of (ctx, rhs1) != mask)
	break;
      ptr = rhs1;
    }
  if (TREE_CODE (ptr) == SSA_NAME && user_decl_p (SSA_NAME_VAR (ptr)))
    snprintf (buf, size, "'%s'",
	      IDENTIFIER_POINTER (DECL_NAME (SSA_NAME_VAR (ptr))));
  else if (TREE_CODE (ptr) == ADDR_EXPR
	   && user_decl_p (TREE_OPERAND (ptr, 0)))
    snprintf (buf, size, "the address of '%s'",
	      IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (ptr, 0))));
  else
    snprintf (buf, size, "its address");
}

/* Write into BUF, of SIZE bytes, why the access of STMT through PTR
   stays generic: WHY, in words.  */

static void
why_words (struct rewrite_ctx *ctx, gimple *stmt, tree ptr,
	   enum generic_why why, char *buf, size_t size)
{
  char subject[128];

  pointer_words (ctx, ptr, subject, sizeof subject);
  switch (why)
    {
    case WHY_MASK:
      mask_words (mask_of (ctx, ptr), subject, buf, size);
      return;
    case WHY_TWO_POINTERS:
      snprintf (buf, size, "its address is computed from two pointers");
      return;
    case WHY_CONST_STORE:
      snprintf (buf, size, "%s points into constant memory, which is "
		"read-only", subject);
      return;
    case WHY_NOT_REWRITTEN:
      snprintf (buf, size, "%s", (is_gimple_call (stmt)
				  ? "the callee stores the result through "
				    "its generic return slot"
				  : gimple_code (stmt) == GIMPLE_ASM
				  ? "it is an operand of an asm statement"
				  : "msp does not rewrite this statement"));
      return;
    case WHY_BLOCK_OP:
      snprintf (buf, size, "GCC copies or clears the block with memcpy "
		"or memset, which take generic pointers");
      return;
    case WHY_ATOMIC_SPACE:
      snprintf (buf, size, "%s points into %s memory, where PTX has no "
		"atomic operations", subject,
		msp_space_of_mask (mask_of (ctx, ptr))->noun);
      return;
    case WHY_LIBATOMIC:
      snprintf (buf, size, "it is a call of libatomic, which takes a "
		"generic address");
      return;
    case WHY_UNUSED_CAS:
      snprintf (buf, size, "its result is unused");
      return;
    case WHY_NO_PLACE:
    default:
      snprintf (buf, size, "msp found no place to convert %s", subject);
      return;
    }
}

/* Say through -fopt-info that the access of STMT through PTR, a KIND
   ("load", "store", "atomic operation"), stays generic, and why: WHY.
   The pass whose rewrite is the last says it (CTX->remarks), so that
   an access gets one remark.  */

static void
remark_generic (struct rewrite_ctx *ctx, gimple *stmt, const char *kind,
		tree ptr, enum generic_why why)
{
  char reason[256], msg[320];

  if (!ctx->remarks || !dump_enabled_p ())
    return;
  why_words (ctx, stmt, ptr, why, reason, sizeof reason);
  snprintf (msg, sizeof msg, "%s stays generic: %s", kind, reason);
  msp_remark (MSG_MISSED_OPTIMIZATION, stmt, msg);
}

/* Give the memory reference BASE (a MEM_REF or TARGET_MEM_REF) of OP,
   an operand of STMT, based on the generic pointer PTR, the address
   space PTR was resolved to, if it was, and only if REWRITE; a store if
   STORE.  Return WHY_NONE and set *ASP to that space if BASE is in it
   now or msp-late will put it there, otherwise why it stays generic.  */

static enum generic_why
give_space (struct rewrite_ctx *ctx, gimple *stmt, tree base, tree op,
	    tree ptr, bool rewrite, bool store, addr_space_t *asp)
{
  msp_mask mask = mask_of (ctx, ptr);

  if (TREE_CODE (base) == TARGET_MEM_REF && TMR_INDEX2 (base)
      && mask_of (ctx, TMR_INDEX2 (base)) != MSP_EMPTY)
    return WHY_TWO_POINTERS;
  const struct msp_space *space = msp_space_of_mask (mask);
  if (store && space && !space->store)
    {
      /* PTX has no st for it (checks.cc): leave it generic.  */
      if (ctx->warn)
	msp_check_store (stmt, mask);
      return WHY_CONST_STORE;
    }
  addr_space_t as = pass_addr_space (ctx, mask);
  if (as == 0)
    return WHY_MASK;
  if (!rewrite)
    return WHY_NOT_REWRITTEN;
  if (msp_block_op_generic_p (stmt, op))
    {
      ctx->counts.block_ops++;
      return WHY_BLOCK_OP;
    }
  if (defer_p (ctx, as) || array_ref_late_p (ctx, base, as))
    /* Resolved, rewritten by msp-late.  */
    ctx->counts.deferred++;
  else if (array_ref_p (ctx, base, as))
    return WHY_NOT_REWRITTEN;
  else
    {
      tree v = access_version (ctx, ptr, as, stmt);
      if (v == NULL_TREE)
	return WHY_NO_PLACE;
      TREE_OPERAND (base, 0) = v;
      int quals = TYPE_QUALS_NO_ADDR_SPACE (TREE_TYPE (base));
      TREE_TYPE (base)
	= build_qualified_type (TREE_TYPE (base),
				quals | ENCODE_QUAL_ADDR_SPACE (as));
      ctx->stmt_changed = true;
    }
  *asp = as;
  return WHY_NONE;
}

/* Give the memory reference BASE (a MEM_REF or TARGET_MEM_REF) of OP,
   an operand of STMT, the address space its pointer was resolved to,
   if it was, and only if REWRITE; a store if STORE.  Count it; say why
   it stays generic if it does.  */

static void
rewrite_ref (struct rewrite_ctx *ctx, gimple *stmt, tree base, tree op,
	     bool rewrite, bool store)
{
  tree ptr = TREE_OPERAND (base, 0);

  if (TREE_CODE (ptr) != SSA_NAME)
    return;
  ctx->counts.total++;

  addr_space_t as = TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (ptr)));
  enum generic_why why = WHY_NONE;
  if (as == 0)
    why = give_space (ctx, stmt, base, op, ptr, rewrite, store, &as);
  if (why == WHY_NONE)
    count_resolved (ctx, as);
  else
    remark_generic (ctx, stmt, store ? "store" : "load", ptr, why);
}

/* walk_stmt_load_store_ops callbacks for loads and stores.  */

static bool
visit_load (gimple *stmt, tree base, tree op, void *data)
{
  struct rewrite_ctx *ctx = (struct rewrite_ctx *) data;

  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    rewrite_ref (ctx, stmt, base, op, ctx->rewrite, false);
  return false;
}

static bool
visit_store (gimple *stmt, tree base, tree op, void *data)
{
  struct rewrite_ctx *ctx = (struct rewrite_ctx *) data;

  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    rewrite_ref (ctx, stmt, base, op, ctx->rewrite, true);
  return false;
}

/* Like visit_load and visit_store, for operands msp counts but does not
   rewrite.  */

static bool
count_ref (gimple *stmt, tree base, tree op, void *data)
{
  struct rewrite_ctx *ctx = (struct rewrite_ctx *) data;

  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    rewrite_ref (ctx, stmt, base, op, false, false);
  return false;
}

/* Give PTR, the generic memory operand of the atomic call at GSI, the
   address space it was resolved to, if atom/red can address it: they
   can only address .global and .shared (and generic) memory.  Return
   WHY_NONE and set *ASP to that space if the call's operand is in it
   now or msp-late will put it there, otherwise why it stays generic.  */

static enum generic_why
give_atomic_space (struct rewrite_ctx *ctx, gimple_stmt_iterator *gsi,
		   tree ptr, addr_space_t *asp)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));
  msp_mask mask = mask_of (ctx, ptr);

  const struct msp_space *space = msp_space_of_mask (mask);
  if (space == NULL || !space->atomic)
    {
      if (ctx->warn)
	msp_check_atomic (call, mask);
      return msp_resolved_p (mask) ? WHY_ATOMIC_SPACE : WHY_MASK;
    }
  addr_space_t as = pass_addr_space (ctx, mask);
  if (!ctx->rewrite)
    return WHY_NOT_REWRITTEN;
  if (!msp_atomic_inline_p (call, ctx->fun))
    /* A call of libatomic, which takes a generic address.  */
    return WHY_LIBATOMIC;
  if (defer_p (ctx, as))
    /* Resolved, rewritten by msp-late.  */
    ctx->counts.deferred++;
  else
    {
      tree v = (TREE_CODE (ptr) == ADDR_EXPR
		? address_version (ctx, ptr,
				   qualified_pointer_type (TREE_TYPE (ptr), as),
				   as, call)
		: access_version (ctx, ptr, as, call));
      if (v == NULL_TREE)
	return WHY_NO_PLACE;
      if (!msp_set_atomic_pointer (gsi, v))
	return WHY_UNUSED_CAS;
    }
  *asp = as;
  return WHY_NONE;
}

/* Give the memory operand of the atomic call at GSI its space, if it
   was resolved to one that atom/red can address.  Count it; say why it
   stays generic if it does.  */

static void
rewrite_atomic (struct rewrite_ctx *ctx, gimple_stmt_iterator *gsi)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));
  tree ptr = gimple_call_arg (call, 0);
  if ((TREE_CODE (ptr) != SSA_NAME && TREE_CODE (ptr) != ADDR_EXPR)
      || !POINTER_TYPE_P (TREE_TYPE (ptr)))
    return;
  ctx->counts.total++;

  addr_space_t as = TYPE_ADDR_SPACE (TREE_TYPE (TREE_TYPE (ptr)));
  enum generic_why why = WHY_NONE;
  if (as == 0)
    why = give_atomic_space (ctx, gsi, ptr, &as);
  if (why == WHY_NONE)
    count_resolved (ctx, as);
  else
    remark_generic (ctx, call, "atomic operation", ptr, why);
}

/* If *REFP, a load or store operand of an assignment, accesses a
   declaration that the backend would reach through a generic pointer,
   make it an access through a pointer in the declaration's space:

     tile[i_1] = x;   =>   MEM <float[128] __shared> [p_2][i_1] = x;

   with p_2 = (float[128] __shared *) &tile once at the function's start.
   These are the declarations of nvptx_encode_section_info and
   nvptx_goacc_expand_var_decl: gang-private variables (always through a
   cvta'd register in GCC 12), static and automatic arrays indexed by a
   variable (symbol+N and %frame+N the backend and addr-space.cc already
   qualify), and parameters of BLKmode passed by reference (always through
   the incoming pointer).  Done by the late pass only, when taking the
   address no longer disturbs any GIMPLE optimisation.  */

static void
rewrite_decl_ref (struct rewrite_ctx *ctx, gimple *stmt, tree *refp,
		  bool store)
{
  tree *basep = refp;

  while (handled_component_p (*basep))
    basep = &TREE_OPERAND (*basep, 0);
  tree decl = *basep;
  /* The offload compiler reads references to global variables as
     MEM[(T *)&decl + off].  */
  bool mem_ref = (TREE_CODE (decl) == MEM_REF
		  && TREE_CODE (TREE_OPERAND (decl, 0)) == ADDR_EXPR);
  if (mem_ref)
    decl = TREE_OPERAND (TREE_OPERAND (decl, 0), 0);
  bool by_reference = (TREE_CODE (decl) == PARM_DECL
		       && msp_passed_by_reference_p (decl)
		       && TYPE_MODE (TREE_TYPE (decl)) == BLKmode);
  if ((!VAR_P (decl) && !by_reference) || TREE_THIS_VOLATILE (*refp)
      || DECL_HARD_REGISTER (decl))
    return;
  if (!msp_gang_private_p (decl) && !by_reference
      && !(TREE_CODE (TREE_TYPE (decl)) == ARRAY_TYPE
	   && msp_variable_index_p (*refp)))
    return;
  const struct msp_space *space
    = msp_space_of_mask (msp_decl_mask (decl, ctx->masks.ctx));
  if (space == NULL || space->as == ADDR_SPACE_GENERIC
      || (store && !space->store))
    return;
  addr_space_t as = space->as;
  if (msp_block_op_generic_p (stmt, *refp))
    {
      ctx->counts.block_ops++;
      return;
    }

  tree ptr = decl_version (ctx, decl, as, stmt);
  if (mem_ref)
    {
      tree base = *basep;
      int quals = TYPE_QUALS_NO_ADDR_SPACE (TREE_TYPE (base));
      TREE_OPERAND (base, 0) = ptr;
      TREE_TYPE (base) = build_qualified_type (TREE_TYPE (base),
					       quals
					       | ENCODE_QUAL_ADDR_SPACE (as));
    }
  else
    {
      int quals = TYPE_QUALS_NO_ADDR_SPACE (TREE_TYPE (decl));
      tree type = build_qualified_type (TREE_TYPE (decl),
					quals | ENCODE_QUAL_ADDR_SPACE (as));
      *basep = build2 (MEM_REF, type, ptr,
		       build_int_cst (reference_alias_ptr_type (decl), 0));
    }
  ctx->stmt_changed = true;
  ctx->counts.decl_refs++;
}

/* If *REFP, a load or store operand of STMT, is an element or a field
   at a variable offset from BASE, a MEM_REF through a 32-bit pointer
   (a .shared one, core/spaces.cc), make it a MEM_REF through that
   pointer plus the variable part, the constant part its offset:

     MEM <float[8][16]> [p_1][j_2][3]
       =>  q_5 = p_1 + _4;  MEM <float> [q_5 + 12B]   (_4 = j_2 * 64)

   expand computes the offset of an array element in sizetype, and
   where the address is narrower it forces the offset, constant part
   and all, into a register before it truncates it (expand_expr_real_1,
   "offset_rtx = force_operand"): each element of an unrolled row becomes
   an add of its own to the row's base, where a 64-bit address is the base
   plus a constant in the instruction.  The pointer arithmetic truncates
   once per row, and the constants stay in the addresses.  */

static void
lower_short_ref (struct rewrite_ctx *ctx, gimple *stmt, tree *refp)
{
  tree ref = *refp;
  poly_int64 bitsize, bitpos;
  HOST_WIDE_INT bytepos;
  tree offset;
  machine_mode mode;
  /* get_inner_reference sets VOLATILEP only if it finds a volatile
     reference.  */
  int unsignedp, reversep, volatilep = 0;

  if (!handled_component_p (ref) || TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
    return;
  tree base = get_inner_reference (ref, &bitsize, &bitpos, &offset, &mode,
				   &unsignedp, &reversep, &volatilep);
  if (offset == NULL_TREE || TREE_CODE (base) != MEM_REF || reversep
      || !msp_short_addr_space_p (TYPE_ADDR_SPACE (TREE_TYPE (base)))
      || !bitpos.is_constant (&bytepos) || bytepos % BITS_PER_UNIT)
    return;
  bytepos /= BITS_PER_UNIT;

  tree var = offset, cst = size_zero_node;
  if (TREE_CODE (offset) == PLUS_EXPR
      && TREE_CODE (TREE_OPERAND (offset, 1)) == INTEGER_CST)
    {
      var = TREE_OPERAND (offset, 0);
      cst = TREE_OPERAND (offset, 1);
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  var = force_gimple_operand_gsi (&gsi, fold_convert (sizetype, var), true,
				  NULL_TREE, true, GSI_SAME_STMT);
  tree q;
  *refp = msp_flat_mem_ref (&gsi, ref, base, var,
			    wi::to_offset (cst) + bytepos, volatilep, &q);
  bitmap_set_bit (ctx->made, SSA_NAME_VERSION (q));
  ctx->stmt_changed = true;
}

/* Warn if STMT stores into a declaration of .const memory (written
   through a cast: the accesses through pointers are rewrite_ref's).  */

static void
check_decl_store (gimple *stmt)
{
  tree base = get_base_address (gimple_get_lhs (stmt));

  if (base && TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR)
    base = TREE_OPERAND (TREE_OPERAND (base, 0), 0);
  if (base && VAR_P (base))
    msp_check_store (stmt, msp_decl_mask (base, NULL));
}

/* Resolve CTX's function into CTX->masks, with what simt.cc finds in
   it.  Dump the masks (with details).  */

static void
resolve_function (struct rewrite_ctx *ctx)
{
  msp_simt_info *simt = msp_simt_analyse (ctx->fun);
  msp_fn_ctx &fn_ctx = ctx->fn_ctx;

  fn_ctx.fun = ctx->fun;
  fn_ctx.simt = simt;
  fn_ctx.memory = msp_memory_mask ();
  fn_ctx.oacc_privates = NULL;
  fn_ctx.cd = NULL;
  msp_resolve (&fn_ctx, &ctx->masks);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "pointer masks:\n");
      msp_dump_masks (dump_file, ctx->fun, ctx->masks);
    }
  /* The memory mask the loads read holds for the stores of this
     function's IL, which the local pipeline may have made after ipmsp
     (verify.cc); with -fchecking, msp-late checks every unit fact.  */
  if (ctx->decls && flag_checking)
    msp_verify_gimple (&fn_ctx, ctx->masks);
  else if (msp_recheck_memory (&fn_ctx, &ctx->masks) && dump_file)
    fprintf (dump_file, "%s: stores more than the memory mask; its "
	     "loads are unknown\n", function_name (ctx->fun));
  delete simt;
  fn_ctx.simt = NULL;
}

/* Rewrite the loads and stores of the assignment STMT: in msp-late,
   first those that access a declaration (rewrite_decl_ref), then those
   through pointers.  */

static void
rewrite_assign (struct rewrite_ctx *ctx, gimple *stmt)
{
  ctx->stmt_changed = false;
  if (ctx->rewrite && ctx->decls && gimple_assign_single_p (stmt))
    {
      if (!is_gimple_reg (gimple_assign_lhs (stmt)))
	rewrite_decl_ref (ctx, stmt, gimple_assign_lhs_ptr (stmt), true);
      if (!is_gimple_val (gimple_assign_rhs1 (stmt))
	  && gimple_assign_load_p (stmt))
	rewrite_decl_ref (ctx, stmt, gimple_assign_rhs1_ptr (stmt), false);
    }
  if (ctx->warn && gimple_store_p (stmt))
    check_decl_store (stmt);
  walk_stmt_load_store_ops (stmt, ctx, visit_load, visit_store);
  if (ctx->rewrite && ctx->decls && gimple_assign_single_p (stmt))
    {
      if (!is_gimple_reg (gimple_assign_lhs (stmt)))
	lower_short_ref (ctx, stmt, gimple_assign_lhs_ptr (stmt));
      if (gimple_assign_load_p (stmt))
	lower_short_ref (ctx, stmt, gimple_assign_rhs1_ptr (stmt));
    }
  if (ctx->stmt_changed)
    update_stmt (stmt);
}

static void rewrite_stmt (struct rewrite_ctx *, gimple_stmt_iterator *);

/* True if PTR, an operand of a block copy, is resolved to one space
   that accesses through it are given, a store if STORE: an SSA name
   that give_space rewrites, or the address of a declaration, whose
   accesses at constant offsets are the declaration's own (like any of
   its fields: rewrite_decl_ref, and the RTL passes for its frame
   slots).  PTX must have a store for that space if STORE.  */

static bool
pointer_rewritten_p (struct rewrite_ctx *ctx, tree ptr, bool store)
{
  if (TREE_CODE (ptr) != SSA_NAME && TREE_CODE (ptr) != ADDR_EXPR)
    return false;
  msp_mask mask = mask_of (ctx, ptr);
  const struct msp_space *space = msp_space_of_mask (mask);
  return (space && (space->store || !store)
	  && pass_addr_space (ctx, mask) != 0);
}

/* Give Q, a pointer made after the resolver ran from one of mask MASK
   (its sum with an offset, or its copy), that mask.  The table grows to
   Q: the other names made since the resolver ran are read by their
   types still (mask_of), as names in MADE.  */

static void
set_made_mask (struct rewrite_ctx *ctx, tree q, msp_mask mask)
{
  for (unsigned v = ctx->masks.data.length (); v < num_ssa_names; v++)
    {
      ctx->masks.data.safe_push (MSP_UNKNOWN);
      ctx->masks.implicit.safe_push (MSP_UNKNOWN);
      bitmap_set_bit (ctx->made, v);
    }
  ctx->masks.data[SSA_NAME_VERSION (q)] = mask;
  ctx->masks.implicit[SSA_NAME_VERSION (q)] = MSP_UNKNOWN;
  bitmap_clear_bit (ctx->made, SSA_NAME_VERSION (q));
}

/* Make the pointer of the block B, if it has a variable offset, before
   GSI (msp_block_pointer): the sum of its pointer and the offset, with
   that pointer's masks, as the resolver gives a POINTER_PLUS_EXPR.  The
   rewrite then gives the pieces its space.  */

static void
set_block_pointer (struct rewrite_ctx *ctx, gimple_stmt_iterator *gsi,
		   struct msp_block *b)
{
  msp_mask mask = mask_of (ctx, b->ptr);
  tree q = msp_block_pointer (gsi, b);
  if (q)
    set_made_mask (ctx, q, mask);
}

/* If the statement at GSI is a small copy between two pointers CTX,
   msp-late, gives their spaces (a memcpy or memmove call, or an
   aggregate assignment expand would do through memcpy), replace it by
   loads and stores of its pieces (small-copy.cc), rewrite those, and
   leave GSI at the last of them; or, if it is pieces only at an
   alignment a run-time test must show, put it behind that test and
   leave GSI there.  Return true if it did either.  */

static bool
rewrite_small_copy (struct rewrite_ctx *ctx, gimple_stmt_iterator *gsi)
{
  gimple *stmt = gsi_stmt (*gsi);
  struct msp_small_copy copy;
  if (!ctx->rewrite || !ctx->decls
      || !msp_small_copy_p (stmt, &copy)
      || !pointer_rewritten_p (ctx, copy.dst.ptr, true)
      || !pointer_rewritten_p (ctx, copy.src.ptr, false))
    return false;

  /* A call that is pieces only at an alignment its pointers may lack:
     put it behind a test of that alignment (small-copy.cc), once.  The
     walk reaches the arm with the aligned copies of its pointers, which
     have their masks, and the one where it stays a call.  */
  if (copy.test_align)
    {
      if (ctx->tested.add (stmt))
	return false;
      tree ptrs[2] = { copy.dst.ptr, copy.src.ptr };
      tree copies[2];
      msp_test_small_copy (gsi, &copy, copies);
      for (unsigned i = 0; i < 2; i++)
	if (copies[i])
	  set_made_mask (ctx, copies[i], mask_of (ctx, ptrs[i]));
      ctx->counts.tested_copies++;
      return true;
    }

  /* The blocks of a memcpy and of an aggregate assignment are the same
     or do not overlap (C11 7.24.2.1, 6.5.16.1); those of a memmove in
     two spaces do not either (the windows are disjoint).  */
  bool disjoint
    = (!gimple_call_builtin_p (stmt, BUILT_IN_MEMMOVE)
       || mask_of (ctx, copy.dst.ptr) != mask_of (ctx, copy.src.ptr));
  set_block_pointer (ctx, gsi, &copy.dst);
  set_block_pointer (ctx, gsi, &copy.src);
  unsigned made = msp_lower_small_copy (gsi, &copy, disjoint);
  for (unsigned i = 0; i < made; i++)
    {
      if (i)
	gsi_next (gsi);
      rewrite_stmt (ctx, gsi);
    }
  ctx->counts.small_copies++;
  return true;
}

/* Rewrite the statement at GSI, which the rewrite may replace.  */

static void
rewrite_stmt (struct rewrite_ctx *ctx, gimple_stmt_iterator *gsi)
{
  gimple *stmt = gsi_stmt (*gsi);
  unsigned first, end;

  if (rewrite_small_copy (ctx, gsi))
    ;
  else if (is_gimple_assign (stmt))
    rewrite_assign (ctx, stmt);
  else if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      if (msp_atomic_call_p (call, &first, &end))
	rewrite_atomic (ctx, gsi);
      else
	{
	  /* An aggregate passed by value is read from memory: expand
	     copies it into the caller's temporary (calls.cc), through the
	     reference's space.  The result's memory, which the callee may
	     be given the address of (the return slot), is left alone.  */
	  ctx->stmt_changed = false;
	  walk_stmt_load_store_ops (stmt, ctx, visit_load, count_ref);
	  if (ctx->stmt_changed)
	    update_stmt (stmt);
	}
    }
  else if (ctx->rewrite && msp_fold_isspacep (gsi))
    ctx->counts.isspacep++;
  else
    walk_stmt_load_store_ops (stmt, ctx, count_ref, count_ref);
}

/* Walk every statement of CTX's function.  SSA names made while
   rewriting are past the end of the masks or in MADE; mask_of reads
   their space from their type.  (The pointers of small copies' blocks,
   set_block_pointer, have masks.)  */

static void
rewrite_statements (struct rewrite_ctx *ctx)
{
  basic_block bb;

  FOR_EACH_BB_FN (bb, ctx->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      rewrite_stmt (ctx, &gsi);
}

/* Find the exit tests of CTX's loops that may compare 32-bit copies of
   their operands (short-exit.cc): msp-late, on the IL before it
   rewrites, with the loops GCC keeps until expand.  */

static void
find_short_exits (struct rewrite_ctx *ctx)
{
  if (!ctx->decls || !ctx->rewrite || !current_loops
      || !msp_space_of_mask (MSP_SHARED)->short_pointers)
    return;

  basic_block bb;
  FOR_EACH_BB_FN (bb, ctx->fun)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      gcond *cond = (gsi_end_p (gsi) ? NULL
		     : dyn_cast <gcond *> (gsi_stmt (gsi)));
      tree iv, bound;
      if (cond && msp_short_exit_test_p (cond, &iv, &bound))
	ctx->short_exits.safe_push (std::make_pair (cond, iv));
    }
}

/* Make the exit tests find_short_exits found compare the 32-bit copies
   of their operands, where both are resolved to a space of 32-bit
   pointers and the induction variable was copied for its accesses (a
   copy made for the test alone would be a second induction variable).
   The bound's copy is made outside the loop, where the bound is
   defined.  */

static void
rewrite_short_exits (struct rewrite_ctx *ctx)
{
  for (unsigned i = 0; i < ctx->short_exits.length (); i++)
    {
      gcond *cond = ctx->short_exits[i].first;
      tree ops[2] = { gimple_cond_lhs (cond), gimple_cond_rhs (cond) };
      msp_mask mask = mask_of (ctx, ops[0]);
      const struct msp_space *space = msp_space_of_mask (mask);
      if (space == NULL || !space->short_pointers
	  || mask_of (ctx, ops[1]) != mask
	  || !ctx->versions.get (ctx->short_exits[i].second))
	continue;
      tree v0 = version_of (ctx, ops[0], space->as, 0);
      tree v1 = v0 ? version_of (ctx, ops[1], space->as, 0) : NULL_TREE;
      if (v1 == NULL_TREE
	  || !useless_type_conversion_p (TREE_TYPE (v0), TREE_TYPE (v1)))
	continue;
      gimple_cond_set_lhs (cond, v0);
      gimple_cond_set_rhs (cond, v1);
      update_stmt (cond);
      ctx->counts.short_exits++;
    }
}

/* The originals of the copied pointer expressions are often dead now,
   and so are copies made for a PHI that was then converted instead.
   Remove them here rather than leave them to the passes up to the next
   DCE, which would all process them.  */

static void
remove_dead_copies (struct rewrite_ctx *ctx)
{
  if (!ctx->versions.elements ())
    return;

  auto_bitmap worklist;
  for (hash_map<tree, tree>::iterator it = ctx->versions.begin ();
       it != ctx->versions.end (); ++it)
    for (int i = 0; i < 2; i++)
      {
	tree name = i ? (*it).second : (*it).first;
	if (TREE_CODE (name) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (name))
	  bitmap_set_bit (worklist, SSA_NAME_VERSION (name));
      }
  simple_dce_from_worklist (worklist);
}

/* After the walk: commit the conversions made on edges, mark the
   pointers into read-only memory, remove the dead copies.  */

static void
finish_rewrite (struct rewrite_ctx *ctx)
{
  if (ctx->edge_inserts)
    gsi_commit_edge_inserts ();
  if (ctx->rewrite)
    ctx->counts.readonly = msp_mark_readonly (ctx->fun);
  remove_dead_copies (ctx);
}

/* Dump the summary lines of CTX's counts.  */

static void
dump_summary (struct rewrite_ctx *ctx)
{
  const rewrite_counts &c = ctx->counts;
  const char *name = function_name (ctx->fun);
  unsigned n = 0;

  for (int i = 0; i < MSP_NSPACES; i++)
    n += c.resolved[i];
  fprintf (dump_file, "%s: %u of %u memory references resolved (",
	   name, n, c.total);
  msp_print_space_counts (dump_file, c.resolved);
  fprintf (dump_file, "); %u conversions", c.conversions);
  if (c.deferred)
    fprintf (dump_file, "; %u left to msp-late", c.deferred);
  fputc ('\n', dump_file);
  if (c.short_exits)
    fprintf (dump_file, "%s: %u exit tests made 32-bit\n", name,
	     c.short_exits);
  if (c.short_offsets)
    fprintf (dump_file, "%s: %u offset induction variables made 32-bit\n",
	     name, c.short_offsets);
  if (c.decl_refs)
    fprintf (dump_file, "%s: %u declaration accesses made pointer "
	     "accesses\n", name, c.decl_refs);
  if (c.cliqued)
    fprintf (dump_file, "%s: %u references in msp's alias clique\n",
	     name, c.cliqued);
  if (c.readonly)
    fprintf (dump_file, "%s: %u pointers into read-only .const memory\n",
	     name, c.readonly);
  if (c.isspacep)
    fprintf (dump_file, "%s: %u isspacep tests folded\n", name,
	     c.isspacep);
  if (c.block_ops)
    fprintf (dump_file, "%s: %u block copies and stores left generic\n",
	     name, c.block_ops);
  if (c.small_copies)
    fprintf (dump_file, "%s: %u small copies made loads and stores\n",
	     name, c.small_copies);
  if (c.tested_copies)
    fprintf (dump_file, "%s: %u small copies put behind an alignment "
	     "test\n", name, c.tested_copies);
}

/* Analyse FUN and, if REWRITE, give every memory reference through a
   resolved pointer its state space; if DECLS (msp-late), also the
   accesses to declarations the backend reaches through generic
   pointers.  Dump the masks (with details) and the summary lines.
   Return TODO flags.  */

unsigned
msp_rewrite_function (function *fun, bool rewrite, bool decls)
{
  rewrite_ctx ctx (fun, rewrite, decls);

  /* The resolver and the PHI copies read the dominators
     (msp_edge_constant), find_short_exits too.  */
  calculate_dominance_info (CDI_DOMINATORS);
  resolve_function (&ctx);
  if (!decls)
    ctx.counts.cliqued = msp_set_cliques (fun, ctx.masks);
  find_short_exits (&ctx);
  rewrite_statements (&ctx);
  rewrite_short_exits (&ctx);
  finish_rewrite (&ctx);
  if (dump_file)
    dump_summary (&ctx);
  return 0;
}
