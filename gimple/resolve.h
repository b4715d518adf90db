/* resolve.h -- the state-space analysis: sources, resolver, unit facts.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_RESOLVE_H
#define MSP_RESOLVE_H

#include "lattice.h"

/* The masks of one function's SSA names, indexed by SSA_NAME_VERSION
   (resolve.cc): DATA, the spaces of the pointers a value may be a copy
   of, which an access through it may reach, and IMPLICIT, those of the
   pointers whose bits reached it otherwise (conditions, offsets,
   addresses loaded from).  The bits a value carries are both.  */
struct msp_masks
{
  vec<msp_mask> data;
  vec<msp_mask> implicit;

  void release () { data.release (); implicit.release (); }
};

/* One SIMT region of a function (simt.cc): what an ENTER_ALLOC call
   reaches before its EXIT call.  */
struct msp_simt_region
{
  /* The block of the ENTER_ALLOC call.  */
  basic_block enter;
  /* The blocks with statements of the region, and those of them where
     it ends, with its EXIT call.  */
  auto_bitmap blocks;
  auto_bitmap exits;
};

/* What simt.cc finds in a function with SIMT constructs.  */
struct msp_simt_info
{
  ~msp_simt_info ();
  /* The calls inside SIMT regions.  */
  hash_set<gimple *> calls;
  /* The regions that may run on nvptx.  */
  auto_vec<msp_simt_region *> regions;
  /* The blocks only the SIMD version of a simd loop reaches, which never
     runs on nvptx.  */
  auto_bitmap dead;
};

/* What the resolver needs to know of the function it resolves, besides
   its statements.  */
struct msp_fn_ctx
{
  function *fun;
  /* What simt.cc finds in FUN, or NULL.  */
  msp_simt_info *simt;
  /* What the memory FUN's loads read holds: msp_memory_mask, or
     MSP_UNKNOWN where FUN's final IL stores more (verify.cc).  */
  msp_mask memory;
};

/* gimple/sources.cc: where pointers come from.  */
extern bool msp_tracked_type_p (const_tree);
extern bool msp_entry_function_p (const_tree);
extern msp_mask msp_decl_mask (const_tree);
extern bool msp_passed_by_reference_p (const_tree);
extern void msp_default_def_masks (const msp_fn_ctx *, tree, msp_mask *,
				   msp_mask *);
extern bool msp_type_passed_by_reference_p (tree);
extern msp_mask msp_call_mask (const msp_fn_ctx *, gcall *,
			       const msp_masks &);
extern msp_mask msp_load_mask (const msp_fn_ctx *, tree, const msp_masks &);
extern bool msp_entry_block_ref_p (tree);
extern msp_mask msp_callee_writes (gcall *, const msp_masks &,
				   const char **, bool);
extern bool msp_callee_may_write_p (gcall *);

/* gimple/atomics.cc: atomic operations and nvptx builtins.  */
extern bool msp_nvptx_builtin_p (const gcall *, const char *);
extern bool msp_atomic_call_p (const gcall *, unsigned *, unsigned *);
extern bool msp_atomic_inline_p (const gcall *);
extern bool msp_set_atomic_pointer (gimple_stmt_iterator *, tree);

/* gimple/resolve.cc.  */
extern msp_mask msp_operand_mask (tree, const msp_masks &);
extern msp_mask msp_address_mask (tree, const msp_masks &);
extern msp_mask msp_value_mask (tree, const msp_masks &);
extern msp_mask msp_value_bits (tree, const msp_masks &);
extern msp_mask msp_value_implicit (tree, const msp_masks &);
extern msp_mask msp_address_implicit (tree, const msp_masks &);
extern msp_mask msp_call_bits (const msp_fn_ctx *, gcall *,
			       const msp_masks &);
extern void msp_resolve (const msp_fn_ctx *, msp_masks *,
			 vec<msp_mask> * = NULL);
extern void msp_dump_masks (FILE *, function *, const msp_masks &);

/* gimple/simt.cc: SIMT regions.  */
extern msp_simt_info *msp_simt_analyse (function *);
extern unsigned msp_call_contexts (msp_simt_info *, gcall *, unsigned, bool);
extern unsigned msp_final_call_context (msp_simt_info *, gcall *,
					unsigned);

/* gimple/callgraph.cc: the functions of the offload unit.  */
extern void msp_unit_functions (vec<cgraph_node *> *);
extern cgraph_node *msp_callee_node (gcall *);
extern bool msp_callers_known_p (cgraph_node *);
extern bool msp_whole_program_p (void);

/* gimple/callbacks.cc: functions libgomp calls back.  A call hands
   libgomp the function in its argument FN_ARG; libgomp passes its first
   NPARAMS parameters argument PARAM_ARG[i] of the call (none if -1),
   or, with PARAM_COPY[i], also a copy of it in its own frame or on its
   heap.  */
struct msp_callback
{
  int fn_arg;
  int nparams;
  int param_arg[2];
  bool param_copy[2];
};
extern int msp_callbacks_of (const gcall *, struct msp_callback *);
extern bool msp_callback_only_p (cgraph_node *);

/* gimple/unit.cc: the facts msp proves once per offload compile, in the
   ipmsp pass, and the passes after it read.  */
extern msp_mask msp_memory_mask;
extern msp_mask msp_block_mask;
extern msp_mask msp_param_mask (tree, unsigned);
extern msp_mask msp_param_implicit (tree, unsigned);
extern msp_mask msp_return_mask (tree);
extern msp_mask msp_return_implicit (tree);
extern msp_mask msp_retslot_mask (tree);
extern msp_mask msp_fn_frame_mask (tree);
extern msp_mask msp_alloca_mask (const msp_fn_ctx *, gimple *);
extern void msp_analyse_unit (void);
extern void msp_dump_unit (FILE *);
extern bool msp_fn_callers_known_p (tree);
extern tree msp_unit_callee (gcall *);
extern bool msp_oacc_private_mask (const_tree, msp_mask *);
extern bool msp_fn_callback_p (tree);
extern unsigned msp_fn_contexts (tree);
extern msp_mask msp_fn_cond (tree);
extern bool msp_unit_analysed_p (tree);
extern void msp_release_call_sites (void);
extern msp_mask msp_stmt_stores (const msp_fn_ctx *, gimple *,
				 const msp_masks &, msp_mask, msp_mask *,
				 const char **, bool);
extern const vec<msp_mask> *msp_site_args (gimple *, unsigned *);

/* The contexts a function may run in.  */
#define MSP_CTX_PLAIN	1	/* Soft stack in global memory.  */
#define MSP_CTX_SIMT	2	/* Soft stack in SIMT storage (.local).  */

/* gimple/rewrite.cc: a remark for -fopt-info.  */
extern void msp_remark (dump_flags_t, const dump_user_location_t &,
			const char *);

/* gimple/checks.cc, cliques.cc.  */
extern void msp_check_atomic (gimple *, msp_mask);
extern void msp_check_store (gimple *, msp_mask);
extern unsigned msp_set_cliques (function *, const msp_masks &);
extern unsigned msp_mark_readonly (function *);

/* gimple/verify.cc.  */
extern bool msp_check_memory (const msp_fn_ctx *, const msp_masks &, bool);
extern void msp_verify_gimple (const msp_fn_ctx *, const msp_masks &);
extern void msp_verify_rtl (msp_mask (*) (rtx, void *), void *);

/* gimple/isspacep.cc.  */
extern bool msp_fold_isspacep (gimple_stmt_iterator *);

/* gimple/block-ops.cc.  */
extern bool msp_block_op_generic_p (gimple *, tree);

/* gimple/ipmsp.cc: the inter-procedural pass.  */
extern unsigned msp_ipmsp (FILE *);

#endif /* MSP_RESOLVE_H */
