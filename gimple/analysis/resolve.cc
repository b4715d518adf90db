/* resolve.cc -- the resolver: the masks of every SSA name of a function.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The engine that propagates the rules of rules.cc over a function's SSA
   names to a fixed point, as GCC's SSA propagation engine
   (tree-ssa-propagate.cc) propagates tree-ssa-ccp.cc's: the nodes, the
   readers of each value, the rounds and the check of the fixed point.
   What a statement gives is the rules' (rules.cc, and through them the
   roots: sources.cc, decls.cc, call-rules.cc); the engine adds the
   implicit flows of control, and decides what to visit when.

   Implicit flows.  Pointer bits also reach a value through control flow
   alone:

     r = 0;  if (p & 1) r = 1;          r_2 = PHI <0, 1>

   copies a bit of p into r with no data flow, and a loop whose trip
   count depends on p leaves p's bits in its counter.  So, as in
   information-flow analysis, a block's condition mask is the union of
   the bits of the conditions of the branches it is control dependent
   on (cfganal.cc, control_dependences), with their blocks' condition
   masks in turn, and a PHI takes, for each incoming edge, the condition
   mask of the edge's source and the bits of the source's own condition
   when it branches (msp_branch_bits, rules.cc).  A loop header's PHI so
   takes the exit conditions, on which the latch is control dependent.
   The condition mask of a store's block goes into what the store stores
   (stores.cc, msp_stmt_stores, given the masks msp_resolve leaves in
   CONDS by gimple/ipa/summarise.cc).

   Propagation.  Masks start at MSP_EMPTY and only grow (the new mask of a
   name is ORed into the old one), so propagating the rules terminates: a
   mask has six bits (lattice.h).  The propagation is a worklist, as GCC's
   SSA propagation engine (ssa_propagate): a node, a block's condition
   mask, a PHI or a statement with an SSA result, is visited again only
   when a value it read grew since.  What a node reads is more than its
   SSA operands: a comparison, a difference and a pointer made from an
   integer look through the definitions of their operands (roots.cc,
   split_roots), and a PHI and a condition mask read the branch conditions
   of other blocks and those blocks' condition masks (source_mask).  So
   the reads themselves are the dependences: the accessors
   msp_operand_mask and msp_name_implicit (masks.cc), the only readers of
   a name's masks in msp, through the table's reads hook, and source_mask
   note the node being visited as a reader of the value, and a value that
   grows queues its readers.  A visit computes from the values it reads
   and from what does not change while the resolver runs (the IL, what
   memory holds, the unit's facts), so a node none of whose values grew
   would find what it found before: the notes miss no dependence.  A
   block's branch mask, which its successors' PHIs and the blocks control
   dependent on it all read, is a value too: computed when first read, its
   own reads noted, and computed again after one of them grew, it is
   always what computing it afresh gives.

   Rounds.  Not every rule is monotone: an integer made a pointer takes
   the space of its root pointer when that is one space and its offsets
   carry no bits of it (msp_pointer_plus_number_p), all its bits
   otherwise, so a root still empty may give more than the root resolved;
   and what memcpy returns is unknown while its first argument's mask is
   empty (call-rules.cc).  The fixed point may then depend on the order of
   the visits, and the worklist keeps that of a sweep over the function,
   repeated until nothing changes: the nodes are numbered in reverse post
   order of their blocks, a block's condition mask, its PHIs, its
   statements; each round visits the queued nodes in that order, the first
   all of them; a value that grows queues its readers after the node being
   visited into this round, and the others, that node included, into the
   next, where the sweep would visit them later in the same pass or in the
   next one (as the engine's two worklists).  A node a round leaves out
   would change nothing, so every round leaves the masks the sweep's pass
   leaves, and the result is the sweep's.  (Why the lattice has no bottom
   apart from MSP_EMPTY, which would make both rules monotone and the
   order free: core/lattice.h.)

   At the fixed point each node's masks contain what its rule gives for
   the final values it reads, which is what makes the result sound; with
   -fchecking msp_resolve checks it, visiting every node once more.  Only
   then are the masks final (msp_masks::resolved), and with -fchecking
   the accessors check that nothing but the resolver reads masks that
   are not.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/analysis/decls.h"
#include "gimple/analysis/rules.h"
#include "gimple/analysis/sources.h"
#include "gimple/analysis/resolve.h"

/* A node of the worklist (see the head of the file): a PHI or a
   statement, or, with STMT null, the condition mask of the block BB.  */

struct resolve_node
{
  gimple *stmt;
  basic_block bb;
};

/* The state of msp_resolve while it runs.

   A value is what a reader reads: the masks of a name, by its version;
   the condition mask of a block, by NNAMES plus its index; the branch
   mask of a block (msp_branch_bits), by NNAMES plus NBLOCKS plus its
   index.  A reader is a node, by its number, or the computation of a
   block's branch mask, by NNODES plus its index.  */

/* An element of a list of the readers of a value: the reader, and the
   next element, or -1.  */

struct resolve_read
{
  int reader;
  int next;
};

struct resolution : public msp_mask_reads
{
  /* msp_mask_reads: a read of the masks of the name of VERSION.  */
  virtual void note (unsigned version);

  const msp_fn_ctx *ctx;
  msp_masks *masks;
  vec<msp_mask> *conds;
  control_dependences *cd;
  unsigned nnames, nblocks, nnodes;
  /* The nodes in the order of the sweep: for each block in reverse
     post order, its condition mask, its PHIs, its statements.  */
  auto_vec<resolve_node> nodes;
  /* For each value, the first of the list of the readers that read
     it, an index into READS, or -1; and the last reader that did, or -1.
     A reader is on a list once for each visit that read the value after
     another reader did: queueing it twice does no harm.  */
  int *first_read;
  int *last_reader;
  auto_vec<resolve_read> reads;
  /* The reader whose reads are noted, or -1.  */
  int reader;
  /* The branch masks of the blocks, by index, and those computed from
     the current values.  */
  msp_mask *branches;
  sbitmap known_branches;
  /* The nodes to visit in this round and in the next.  */
  sbitmap now, next;
};

/* Add the reader of R to the readers of VALUE.  */

static void
add_reader (resolution *r, unsigned value)
{
  r->last_reader[value] = r->reader;
  resolve_read read = { r->reader, r->first_read[value] };
  r->first_read[value] = r->reads.length ();
  r->reads.safe_push (read);
}

/* Note that the reader of R reads VALUE.  */

static inline void
note_reader (resolution *r, unsigned value)
{
  if (r->reader >= 0 && r->last_reader[value] != r->reader)
    add_reader (r, value);
}

void
resolution::note (unsigned version)
{
  note_reader (this, version);
}

static void queue_readers (resolution *, unsigned);

/* OR M into *SLOT, the mask of VALUE of R; if it grew, queue its
   readers.  Return true if it grew.  */

static bool
grow_mask (resolution *r, msp_mask *slot, msp_mask m, unsigned value)
{
  msp_mask old = *slot;

  *slot |= m;
  /* Masks only grow: a reader that read OLD finds a superset of it.  */
  msp_checking_assert ((*slot & old) == old);
  if (*slot == old)
    return false;
  queue_readers (r, value);
  return true;
}

/* Set the masks of NAME in R to include DATA and IMPLICIT; return true
   if they changed.  */

static bool
merge_masks (resolution *r, tree name, msp_mask data, msp_mask implicit)
{
  unsigned v = SSA_NAME_VERSION (name);

  /* Both, not the first alone: a bitwise OR.  */
  return (grow_mask (r, &r->masks->data[v], data, v)
	  | grow_mask (r, &r->masks->implicit[v], implicit, v));
}

/* Visit STMT in R; return true if the mask of one of its results
   changed.  */

static bool
visit_stmt (resolution *r, gimple *stmt)
{
  msp_mask d, i;
  tree lhs = msp_stmt_masks (r->ctx, stmt, *r->masks, &d, &i);
  bool changed = lhs && merge_masks (r, lhs, d, i);
  ssa_op_iter iter;
  tree def;

  /* Any other definition (an asm output above all) is not modelled.  */
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    if (def != lhs)
      changed |= merge_masks (r, def, MSP_UNKNOWN, MSP_EMPTY);
  return changed;
}

/* What the block SRC, the source of an edge, passes on in R to what the
   edge decides: the bits of its branch's condition (msp_branch_bits)
   and its condition mask.  The branch mask is computed once from the
   current values, and again when one it read grew (queue_readers).  */

static msp_mask
source_mask (resolution *r, basic_block src)
{
  unsigned b = src->index;

  note_reader (r, r->nnames + b);
  note_reader (r, r->nnames + r->nblocks + b);
  if (!bitmap_bit_p (r->known_branches, b))
    {
      bitmap_set_bit (r->known_branches, b);
      int reader = r->reader;
      r->reader = r->nnodes + b;
      r->branches[b] = msp_branch_bits (src, *r->masks);
      r->reader = reader;
    }
  return (*r->conds)[b] | r->branches[b];
}

/* The condition mask of BB in R (see the head of the file) from the
   masks known so far: the union, over the branches BB is control
   dependent on, of their conditions' bits and their blocks' condition
   masks.  */

static msp_mask
block_cond_mask (resolution *r, basic_block bb)
{
  msp_mask m = MSP_EMPTY;
  bitmap_iterator bi;
  unsigned i;

  if (bb->index < NUM_FIXED_BLOCKS)
    return MSP_EMPTY;
  EXECUTE_IF_SET_IN_BITMAP (r->cd->get_edges_dependent_on (bb->index), 0, i,
			    bi)
    {
      basic_block src = r->cd->get_edge_src (i);
      if (src->index >= NUM_FIXED_BLOCKS)
	m |= source_mask (r, src);
    }
  return m;
}

/* Visit PHI in R; return true if the masks of its result changed.  */

static bool
visit_phi (resolution *r, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  msp_mask d = MSP_EMPTY, i = MSP_EMPTY;

  if (!msp_tracked_type_p (TREE_TYPE (res)))
    return false;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      msp_mask ad, ai;
      msp_phi_arg_masks (phi, k, *r->masks, &ad, &ai);
      d |= ad;
      i |= ai;
      basic_block src = gimple_phi_arg_edge (phi, k)->src;
      if (src->index >= NUM_FIXED_BLOCKS)
	i |= source_mask (r, src);
    }
  return merge_masks (r, res, d, i);
}

/* VALUE of R grew: queue the nodes that read it, in this round those
   after the node being visited, which the sweep visits later in the
   same pass, in the next round the others, that node among them, which
   it visits in the next pass; forget the branch masks computed from it,
   and queue their readers in turn.  */

static void
queue_readers (resolution *r, unsigned value)
{
  for (int e = r->first_read[value]; e >= 0; e = r->reads[e].next)
    {
      unsigned x = r->reads[e].reader;
      if (x < r->nnodes)
	bitmap_set_bit (x > (unsigned) r->reader ? r->now : r->next, x);
      else if (bitmap_bit_p (r->known_branches, x - r->nnodes))
	{
	  bitmap_clear_bit (r->known_branches, x - r->nnodes);
	  queue_readers (r, r->nnames + r->nblocks + x - r->nnodes);
	}
    }
}

/* Visit the node N of R; return true if a value grew.  */

static bool
visit_node (resolution *r, int n)
{
  resolve_node *node = &r->nodes[n];
  bool changed;

  r->reader = n;
  if (!node->stmt)
    {
      basic_block bb = node->bb;
      changed = grow_mask (r, &(*r->conds)[bb->index],
			   block_cond_mask (r, bb), r->nnames + bb->index);
    }
  else if (gphi *phi = dyn_cast <gphi *> (node->stmt))
    changed = visit_phi (r, phi);
  else
    changed = visit_stmt (r, node->stmt);
  r->reader = -1;
  return changed;
}

/* True if a visit of STMT may change a mask: STMT is a PHI whose
   result is tracked (visit_phi) or a statement with an SSA result
   (visit_stmt).  Other visits read nothing and change nothing.  */

static bool
stmt_node_p (gimple *stmt)
{
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    return msp_tracked_type_p (TREE_TYPE (gimple_phi_result (phi)));
  tree lhs = gimple_get_lhs (stmt);
  return ((lhs && TREE_CODE (lhs) == SSA_NAME)
	  || !ZERO_SSA_OPERANDS (stmt, SSA_OP_DEF));
}

/* Number the nodes of the function R->ctx describes in the order of the
   sweep, leaving out the statements whose visits change nothing.  */

static void
number_nodes (resolution *r)
{
  function *fun = r->ctx->fun;
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);

  /* A node per block, and at most one per SSA name besides: room for
     them all at once rather than growing as they come.  */
  r->nodes.reserve_exact (n + num_ssa_names);
  for (int b = 0; b < n; b++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
      resolve_node node = { NULL, bb };
      r->nodes.safe_push (node);
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (stmt_node_p (gsi.phi ()))
	  {
	    node.stmt = gsi.phi ();
	    r->nodes.safe_push (node);
	  }
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (stmt_node_p (gsi_stmt (gsi)))
	  {
	    node.stmt = gsi_stmt (gsi);
	    r->nodes.safe_push (node);
	  }
    }
  XDELETEVEC (rpo);
  r->nnodes = r->nodes.length ();
}

/* Set up R to resolve the function CTX describes into MASKS and CONDS:
   its nodes, no reader, no branch mask known, no node queued.  */

static void
start_resolution (resolution *r, const msp_fn_ctx *ctx, msp_masks *masks,
		  vec<msp_mask> *conds)
{
  r->ctx = ctx;
  r->masks = masks;
  r->conds = conds;
  r->cd = ctx->cd ? ctx->cd : new control_dependences ();
  r->nnames = num_ssa_names;
  r->nblocks = last_basic_block_for_fn (ctx->fun);
  number_nodes (r);
  unsigned nvalues = r->nnames + 2 * r->nblocks;
  r->first_read = XNEWVEC (int, nvalues);
  memset (r->first_read, -1, nvalues * sizeof (int));
  r->last_reader = XNEWVEC (int, nvalues);
  memset (r->last_reader, -1, nvalues * sizeof (int));
  r->reader = -1;
  r->branches = XNEWVEC (msp_mask, r->nblocks);
  r->known_branches = sbitmap_alloc (r->nblocks);
  bitmap_clear (r->known_branches);
  r->now = sbitmap_alloc (r->nnodes);
  bitmap_clear (r->now);
  r->next = sbitmap_alloc (r->nnodes);
  bitmap_clear (r->next);
}

/* Release what start_resolution made.  */

static void
end_resolution (resolution *r)
{
  sbitmap_free (r->next);
  sbitmap_free (r->now);
  sbitmap_free (r->known_branches);
  XDELETEVEC (r->branches);
  XDELETEVEC (r->last_reader);
  XDELETEVEC (r->first_read);
  if (r->cd != r->ctx->cd)
    delete r->cd;
}

/* Visit the nodes of R in rounds, each in the order of the sweep, until
   none is queued.  The first round visits them all.  */

static void
propagate (resolution *r)
{
  bitmap_ones (r->now);
  do
    {
      /* A visit queues into this round only nodes after its own.  */
      for (unsigned n = 0; n < r->nnodes; n++)
	if (bitmap_bit_p (r->now, n))
	  {
	    bitmap_clear_bit (r->now, n);
	    visit_node (r, n);
	  }
      std::swap (r->now, r->next);
    }
  while (!bitmap_empty_p (r->now));
}

/* Check that the masks R computed are a fixed point: that a visit of
   any node, with every branch mask computed again, grows none.  A
   reader the worklist missed would leave a node that does.  */

static void
check_fixed_point (resolution *r)
{
  bitmap_clear (r->known_branches);
  for (unsigned n = 0; n < r->nnodes; n++)
    gcc_assert (!visit_node (r, n));
}

/* Compute into MASKS the masks of every SSA name of the function CTX
   describes (cfun), and, if CONDS is not null, into CONDS the condition
   mask of every block (see the head of the file), by block index.  */

void
msp_resolve (const msp_fn_ctx *ctx, msp_masks *masks, vec<msp_mask> *conds)
{
  function *fun = ctx->fun;
  unsigned i;
  tree name;
  auto_vec<msp_mask> own_conds;
  resolution r;

  msp_checking_assert (fun == cfun);
  if (conds == NULL)
    conds = &own_conds;
  masks->resolved = false;
  masks->ctx = ctx;
  masks->data.truncate (0);
  masks->data.safe_grow_cleared (num_ssa_names, true);
  masks->implicit.truncate (0);
  masks->implicit.safe_grow_cleared (num_ssa_names, true);
  conds->truncate (0);
  conds->safe_grow_cleared (last_basic_block_for_fn (fun), true);

  /* Control dependence needs the post-dominators, msp_edge_constant the
     dominators; leave the dominance information as it was found.  */
  bool postdom = dom_info_available_p (fun, CDI_POST_DOMINATORS);
  if (!postdom)
    calculate_dominance_info (CDI_POST_DOMINATORS);
  bool dom = dom_info_available_p (fun, CDI_DOMINATORS);
  if (!dom)
    calculate_dominance_info (CDI_DOMINATORS);

  FOR_EACH_SSA_NAME (i, name, fun)
    if (SSA_NAME_IS_DEFAULT_DEF (name)
	&& msp_tracked_type_p (TREE_TYPE (name)))
      msp_default_def_masks (ctx, name, &masks->data[i],
			     &masks->implicit[i]);

  start_resolution (&r, ctx, masks, conds);
  masks->reads = &r;
  propagate (&r);
  if (flag_checking)
    check_fixed_point (&r);
  masks->reads = NULL;
  masks->resolved = true;
  end_resolution (&r);
  if (!postdom)
    free_dominance_info (CDI_POST_DOMINATORS);
  if (!dom)
    free_dominance_info (CDI_DOMINATORS);
}
