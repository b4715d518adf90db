/* resolve.cc -- compute the state-space mask of every SSA pointer.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   For each SSA name the resolver computes two masks (the lattice of
   lattice.h, which also says why a resolved mask is the space of an
   access):

     data      the spaces of the pointers the value may be a copy of,
               moved by pointer arithmetic, held in an integer, a float
               or a vector: where an access through it may go;
     implicit  the spaces of the pointers whose bits may have reached
               it otherwise: through the conditions it was chosen under,
               the offsets added to it, the addresses it was loaded from.

   The bits a value carries are the union of both ("bits" below).  An
   access through a pointer made by pointer operations from pointers
   into one space goes to that space, whatever chose between them; but
   once the value is an integer again, all its bits count: a pointer
   made from an integer, a float or a vector takes as data all the bits
   of its operand.

   Sources (sources.cc) give data masks to parameters, addresses of
   declarations, loads and calls; the rules below carry them through:

     p = q p+ off          data (q): C's pointer arithmetic stays inside
                           q's object, whatever OFF holds; OFF's bits go
                           to the implicit mask
     p = &MEM[q + off].f   likewise
     p = &decl             the decl's storage (sources.cc)
     p = c ? q : r         data (q) | data (r); c's bits implicit
     p = PHI <q, r, ...>   data (q) | data (r) | ...; implicit: the bits
                           of the conditions that decide which argument
                           it takes (below); an argument that a test
                           makes equal to a constant on its edge is
                           that constant (edge-consts.cc)
     v = *p                data: what memory holds (sources.cc);
                           implicit: the bits of its offsets and indices
                           and p's implicit mask, which may decide which
                           location is read (msp_address_implicit)
     p = (T *) i           bits (i): no pointer bits at all (MSP_EMPTY)
                           is a fabricated address, valid for no object
                           (GCC passes firstprivate numbers so);
                           MSP_UNKNOWN with
                           -fplugin-arg-msp-track-int2ptr=0
     v = f (a, b, ...)     data (a) | data (b) | ... for every other
                           operation: copies, conversions (also to and
                           from floating point and vectors), +, -, *,
                           shifts, bitwise operations, MIN, MAX,
                           BIT_FIELD_REF, constructors, comparisons
                           (b = a < c carries the bits of a and c:
                           testing a pointer's bits one by one rebuilds
                           it); implicit (a) | implicit (b) | ...

   A constant carries no pointer (MSP_EMPTY), a pointer constant neither.
   Every SSA definition the rules do not model, an asm output above all,
   is MSP_UNKNOWN.

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
   when it branches.  A loop header's PHI so takes the exit conditions,
   on which the latch is control dependent.  propagate.cc adds the condition
   mask of a store's block to what the store stores.

   Propagation.  Masks start at MSP_EMPTY and only grow (the new mask of
   a name is ORed into the old one), so propagating the rules terminates:
   a mask has six bits (lattice.h).  The propagation is a worklist, as
   GCC's SSA propagation engine (ssa_propagate): a node, a block's
   condition mask, a PHI or a statement with an SSA result, is visited
   again only when a value it read grew since.  What a node reads is
   more than its SSA operands: a comparison, a difference and a pointer
   made from an integer look through the definitions of their operands
   (split_roots), and a PHI and a condition mask read the branch
   conditions of other blocks and those blocks' condition masks
   (source_mask).  So the reads themselves are the dependences: the
   accessors msp_operand_mask and msp_name_implicit (masks.cc), the only
   readers of a name's masks in msp, through the table's reads hook, and
   source_mask note the node being visited as a reader of the value,
   and a value that grows queues its readers.  A visit computes from
   the values it reads and from what does not change while the resolver
   runs (the IL, what memory holds, the unit's facts), so a node none of
   whose values grew would find what it found before:
   the notes miss no dependence.  A block's branch mask, which its
   successors' PHIs and the blocks control dependent on it all read, is
   a value too: computed when first read, its own reads noted, and
   computed again after one of them grew, it is always what computing it
   afresh gives.

   Rounds.  Not every rule is monotone: an integer made a pointer takes
   the space of its root pointer when that is one space and its offsets
   carry no bits of it (pointer_plus_number_p), all its bits otherwise,
   so a root still empty may give more than the root resolved; and what
   memcpy returns is unknown while its first argument's mask is empty
   (sources.cc).  The fixed point may then depend on the order of the
   visits, and the worklist keeps that of a sweep over the function,
   repeated until nothing changes: the nodes are numbered in reverse
   post order of their blocks, a block's condition mask, its PHIs, its
   statements; each round visits the queued nodes in that order, the
   first all of them; a value that grows queues its readers after the
   node being visited into this round, and the others, that node
   included, into the next, where the sweep would visit them later in
   the same pass or in the next one (as the engine's two worklists).
   A node a round leaves out would change nothing, so every round leaves
   the masks the sweep's pass leaves, and the result is the sweep's.

   At the fixed point each node's masks contain what its rule gives for
   the final values it reads, which is what makes the result sound; with
   -fchecking msp_resolve checks it, visiting every node once more.  Only
   then are the masks final (msp_masks::resolved), and with -fchecking
   the accessors check that nothing but the resolver reads masks that
   are not.  */

#include "msp-gcc.h"
#include "msp.h"
#include "spaces.h"
#include "callgraph.h"
#include "decls.h"
#include "edge-consts.h"
#include "facts.h"
#include "resolve.h"
#include "sources.h"

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
   mask of a block (branch_mask), by NNAMES plus NBLOCKS plus its index.
   A reader is a node, by its number, or the computation of a block's
   branch mask, by NNODES plus its index.  */

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
  /* For each value, the readers that read it, or NULL; and the last
     reader that did, or -1.  */
  bitmap *readers;
  int *last_reader;
  /* The reader whose reads are noted, or -1.  */
  int reader;
  /* The branch masks of the blocks, by index, and those computed from
     the current values.  */
  msp_mask *branches;
  bitmap known_branches;
  /* The nodes to visit in this round and in the next.  */
  bitmap now, next;
  bitmap_obstack obstack;
};

/* The resolution under way, or NULL.  */
static resolution *resolving;

/* Note that the reader of R reads VALUE.  */

static inline void
note_reader (resolution *r, unsigned value)
{
  if (r->reader < 0 || r->last_reader[value] == r->reader)
    return;
  r->last_reader[value] = r->reader;
  if (!r->readers[value])
    r->readers[value] = BITMAP_ALLOC (&r->obstack);
  bitmap_set_bit (r->readers[value], r->reader);
}

void
resolution::note (unsigned version)
{
  note_reader (this, version);
}

/* True if the value of TYPE made by STMT, whose first operand is RHS1,
   is a pointer made from something else than a pointer: an integer, a
   float's or a vector's bits.  */

static bool
pointer_from_bits_p (tree type, tree rhs1)
{
  if (!POINTER_TYPE_P (type))
    return false;
  while (TREE_CODE (rhs1) == VIEW_CONVERT_EXPR
	 || TREE_CODE (rhs1) == BIT_FIELD_REF
	 || TREE_CODE (rhs1) == REALPART_EXPR
	 || TREE_CODE (rhs1) == IMAGPART_EXPR)
    rhs1 = TREE_OPERAND (rhs1, 0);
  return !POINTER_TYPE_P (TREE_TYPE (rhs1));
}

static msp_mask comparison_bits (tree, tree, const msp_masks &);
static bool same_root_p (tree, tree, const msp_masks &, msp_mask *);
static bool pointer_plus_number_p (tree, const msp_masks &, msp_mask *);
static bool pointer_value_p (tree, const msp_masks &);

/* The bits the truth value COND, a condition of a COND_EXPR, reveals.  */

static msp_mask
condition_bits (tree cond, const msp_masks &masks)
{
  if (COMPARISON_CLASS_P (cond))
    return comparison_bits (TREE_OPERAND (cond, 0), TREE_OPERAND (cond, 1),
			    masks);
  return msp_value_bits (cond, masks);
}

/* The data and implicit masks of the value STMT, a statement of the
   function CTX describes, assigns to its SSA result, into *DATA and
   *IMPLICIT.  */

static void
assign_masks (const msp_fn_ctx *ctx, gassign *stmt, const msp_masks &masks,
	      msp_mask *data, msp_mask *implicit)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);

  if (gimple_assign_load_p (stmt))
    {
      /* Which location is read depends on the address.  */
      *data = msp_load_mask (ctx, rhs1, masks);
      *implicit = msp_address_implicit (rhs1, masks);
      return;
    }

  if (code == POINTER_PLUS_EXPR)
    {
      *data = msp_operand_mask (rhs1, masks);
      *implicit = (msp_value_implicit (rhs1, masks)
		   | msp_value_bits (gimple_assign_rhs2 (stmt), masks));
      return;
    }
  if (code == ADDR_SPACE_CONVERT_EXPR)
    {
      *data = msp_operand_mask (rhs1, masks);
      *implicit = msp_value_implicit (rhs1, masks);
      return;
    }
  msp_mask off;
  if ((code == POINTER_DIFF_EXPR || code == MINUS_EXPR)
      && same_root_p (rhs1, gimple_assign_rhs2 (stmt), masks, &off))
    {
      /* The distance between two pointers into one object.  */
      *data = MSP_EMPTY;
      *implicit = off;
      return;
    }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      /* A truth value: no pointer's copy, but what it reveals.  */
      *data = MSP_EMPTY;
      *implicit = comparison_bits (rhs1, gimple_assign_rhs2 (stmt), masks);
      return;
    }
  if (code == COND_EXPR)
    {
      tree rhs2 = gimple_assign_rhs2 (stmt), rhs3 = gimple_assign_rhs3 (stmt);
      *data = msp_value_mask (rhs2, masks) | msp_value_mask (rhs3, masks);
      *implicit = (condition_bits (rhs1, masks)
		   | msp_value_implicit (rhs2, masks)
		   | msp_value_implicit (rhs3, masks));
      if (pointer_from_bits_p (type, rhs2) || pointer_from_bits_p (type, rhs3))
	*data |= *implicit;
      return;
    }

  msp_mask m = msp_value_mask (rhs1, masks);
  msp_mask i = msp_value_implicit (rhs1, masks);
  for (unsigned k = 2; k < gimple_num_ops (stmt); k++)
    {
      m |= msp_value_mask (gimple_op (stmt, k), masks);
      i |= msp_value_implicit (gimple_op (stmt, k), masks);
    }
  msp_mask b = m | i;
  *implicit = i;
  *data = m;

  if (pointer_from_bits_p (type, rhs1))
    {
      /* The pointer bits that flowed in, by any way; none for a
	 fabricated address; the space of the one pointer it was computed
	 from, when what was added to it holds no bits of that space
	 (pointer_plus_number_p).  */
      *data = b;
      if (CONVERT_EXPR_CODE_P (code) && TREE_CODE (rhs1) == SSA_NAME)
	{
	  msp_mask space;
	  if (pointer_plus_number_p (rhs1, masks, &space))
	    *data = space;
	}
      if (!msp_opts.track_int2ptr && !integer_zerop (rhs1))
	*data = MSP_UNKNOWN;
    }
}

static void queue_readers (resolution *, unsigned);

/* OR M into *SLOT, the mask of VALUE of the resolution under way; if it
   grew, queue its readers.  Return true if it grew.  */

static bool
grow_mask (msp_mask *slot, msp_mask m, unsigned value)
{
  msp_mask old = *slot;

  *slot |= m;
  /* Masks only grow: a reader that read OLD finds a superset of it.  */
  msp_checking_assert ((*slot & old) == old);
  if (*slot == old)
    return false;
  queue_readers (resolving, value);
  return true;
}

/* Set the masks of NAME to include DATA and IMPLICIT; return true if
   they changed.  */

static bool
merge_masks (msp_masks *masks, tree name, msp_mask data, msp_mask implicit)
{
  unsigned v = SSA_NAME_VERSION (name);

  /* Both, not the first alone: a bitwise OR.  */
  return (grow_mask (&masks->data[v], data, v)
	  | grow_mask (&masks->implicit[v], implicit, v));
}

/* The implicit mask of the value the call CALL returns: what a function
   of the unit returns (propagate.cc), or the implicit masks of the arguments
   of any other call, whose result msp_call_mask computes from their
   data masks and what memory holds.  */

static msp_mask
call_implicit (gcall *call, const msp_masks &masks)
{
  msp_mask m = MSP_EMPTY;

  if (tree callee = msp_unit_callee (call))
    return msp_return_implicit (callee);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    m |= msp_value_implicit (gimple_call_arg (call, i), masks);
  return m;
}

/* The pointer bits the value the call CALL of the function CTX
   describes returns carries.  */

msp_mask
msp_call_bits (const msp_fn_ctx *ctx, gcall *call, const msp_masks &masks)
{
  return msp_call_mask (ctx, call, masks) | call_implicit (call, masks);
}

/* If STMT is an asm msp made to copy its input to its output and do
   nothing else, return the input: the template MSP_ASM_COPY_TEMPLATE (a
   comment), one output in a register tied to the one input ("0"), no
   clobbers, no labels.  The output register then holds the input's
   value.  The user's own asm, even an empty one, is not modelled.  */

tree
msp_asm_copy_input (gimple *stmt)
{
  gasm *a = dyn_cast <gasm *> (stmt);

  if (a == NULL || strcmp (gimple_asm_string (a), MSP_ASM_COPY_TEMPLATE)
      || gimple_asm_noutputs (a) != 1 || gimple_asm_ninputs (a) != 1
      || gimple_asm_nclobbers (a) != 0 || gimple_asm_nlabels (a) != 0)
    return NULL_TREE;
  tree out = gimple_asm_output_op (a, 0), in = gimple_asm_input_op (a, 0);
  const char *oc = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (out)));
  const char *ic = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (in)));
  if (TREE_CODE (TREE_VALUE (out)) != SSA_NAME || strcmp (oc, "=r")
      || strcmp (ic, "0"))
    return NULL_TREE;
  return TREE_VALUE (in);
}

/* Build the asm that msp_asm_copy_input reads: OUT, an SSA name, gets
   the value IN.  The caller inserts it.  */

gasm *
msp_build_asm_copy (tree out, tree in)
{
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  vec_safe_push (outputs,
		 build_tree_list (build_tree_list (NULL_TREE,
						   build_string (3, "=r")),
				  out));
  vec_safe_push (inputs,
		 build_tree_list (build_tree_list (NULL_TREE,
						   build_string (2, "0")),
				  in));
  gasm *copy = gimple_build_asm_vec (MSP_ASM_COPY_TEMPLATE, inputs, outputs,
				     NULL, NULL);
  SSA_NAME_DEF_STMT (out) = copy;
  return copy;
}

/* Visit STMT of the function CTX describes; return true if the mask of
   one of its results changed.  */

static bool
visit_stmt (const msp_fn_ctx *ctx, gimple *stmt, msp_masks *masks)
{
  tree lhs = gimple_get_lhs (stmt);
  bool changed = false;
  ssa_op_iter iter;
  tree def;

  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      if (gassign *assign = dyn_cast <gassign *> (stmt))
	{
	  msp_mask d, i;
	  assign_masks (ctx, assign, *masks, &d, &i);
	  changed = merge_masks (masks, lhs, d, i);
	}
      else if (gcall *call = dyn_cast <gcall *> (stmt))
	changed = merge_masks (masks, lhs, msp_call_mask (ctx, call, *masks),
			       call_implicit (call, *masks));
      else
	lhs = NULL_TREE;
    }
  else if (tree in = msp_asm_copy_input (stmt))
    {
      lhs = TREE_VALUE (gimple_asm_output_op (as_a <gasm *> (stmt), 0));
      changed = merge_masks (masks, lhs, msp_operand_mask (in, *masks),
			     msp_value_implicit (in, *masks));
    }

  /* Any other definition (an asm output above all, but the copies of
     msp_asm_copy_input) is not modelled.  */
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    if (def != lhs)
      changed |= merge_masks (masks, def, MSP_UNKNOWN, MSP_EMPTY);
  return changed;
}

/* A value as a sum of roots, the values it was computed from by pointer
   arithmetic: the pointers (of pointer type, or addresses) and the
   opaque values a computation starts from, each with a small integer
   coefficient; what else was added to it is a number, whose bits
   split_roots collects apart.  A pointer moved by arithmetic is its
   root with coefficient 1; the distance between two pointers into one
   object has no root left; ivopts' "base + (other_end - other_base)"
   reduces to "base".  OPAQUE when it is none of these.  */

#define MAX_ROOTS 4

struct root_sum
{
  unsigned n;
  bool opaque;
  tree root[MAX_ROOTS];
  int coef[MAX_ROOTS];
};

/* Add COEF times ROOT to S.  */

static void
sum_add (root_sum *s, tree root, int coef)
{
  if (s->opaque || coef == 0)
    return;
  for (unsigned i = 0; i < s->n; i++)
    if (operand_equal_p (s->root[i], root, 0))
      {
	s->coef[i] += coef;
	if (s->coef[i] == 0)
	  {
	    s->n--;
	    s->root[i] = s->root[s->n];
	    s->coef[i] = s->coef[s->n];
	  }
	return;
      }
  if (s->n == MAX_ROOTS)
    {
      s->opaque = true;
      return;
    }
  s->root[s->n] = root;
  s->coef[s->n++] = coef;
}

/* Add K times B to A.  */

static void
sum_add_sum (root_sum *a, const root_sum &b, int k)
{
  if (b.opaque)
    a->opaque = true;
  for (unsigned i = 0; i < b.n && !a->opaque; i++)
    sum_add (a, b.root[i], k * b.coef[i]);
}

/* True if A and B are the same sum.  */

static bool
sum_equal_p (const root_sum &a, const root_sum &b)
{
  root_sum d = a;
  sum_add_sum (&d, b, -1);
  return !d.opaque && d.n == 0;
}

static root_sum
sum_of_root (tree root)
{
  root_sum s;
  s.n = 0;
  s.opaque = false;
  sum_add (&s, root, 1);
  return s;
}

/* The state of one split_roots walk: the PHIs being split (one met
   again is itself, a root, which the PHI handling then takes for the
   recurrence of an induction variable), and the definitions the walk
   may still look at.  A walk visits each operand of PHIs and sums, so
   its cost grows as their number to the power of the depth; the budget
   bounds it (HeCBench's qtclustering: minutes in one function).  */

struct split_walk
{
  hash_set<tree> visiting;
  unsigned steps;
};

/* The definitions one split_roots walk looks at, at most.  */
#define MAX_SPLIT_STEPS 1000

/* True if the conversion STMT between address spaces changes the
   value: to or from a space whose addresses are not the generic ones
   (a window's offsets, cvta.to.local and the like; a .global address
   is the generic one).  The two values are then no sum of one root: the
   difference of a converted pointer and its generic original is the
   window's base, not an offset into the object (msp-early's converted
   pointers meet generic ones in the induction variables ivopts makes
   of integers).  */

static bool
converts_value_p (gassign *stmt)
{
  tree types[2] = { TREE_TYPE (gimple_assign_lhs (stmt)),
		    TREE_TYPE (gimple_assign_rhs1 (stmt)) };
  for (int i = 0; i < 2; i++)
    {
      if (!POINTER_TYPE_P (types[i]))
	return true;
      const struct msp_space *space
	= msp_space_of_addr_space (TYPE_ADDR_SPACE (TREE_TYPE (types[i])));
      if (space != NULL && space->cvta_to != NULL)
	return true;
    }
  return false;
}

/* Split the value X into its sum of roots (see root_sum); OR into *OFF
   the bits of the numbers added to them and the implicit masks of the
   values on the way (their conditions).  A value beyond the depth or
   the budget of WALK is a root if it is a pointer and a number
   otherwise, as a value the walk cannot see through.  */

static root_sum
split_roots (tree x, const msp_masks &masks, msp_mask *off,
	     split_walk *walk, int depth)
{
  root_sum s;
  s.n = 0;
  s.opaque = false;

  if (CONSTANT_CLASS_P (x))
    return s;
  if (TREE_CODE (x) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (x, 0));
      *off |= msp_address_implicit (TREE_OPERAND (x, 0), masks);
      if (base && TREE_CODE (base) == MEM_REF)
	return split_roots (TREE_OPERAND (base, 0), masks, off, walk,
			    depth + 1);
      return sum_of_root (base && DECL_P (base) ? base : x);
    }
  if (TREE_CODE (x) != SSA_NAME)
    {
      *off |= msp_value_bits (x, masks);
      return s;
    }
  tree type = TREE_TYPE (x);
  bool pointer = POINTER_TYPE_P (type);
  if (walk->visiting.contains (x))
    return sum_of_root (x);
  if (depth > 16 || walk->steps == 0 || SSA_NAME_IS_DEFAULT_DEF (x))
    {
      if (pointer)
	return sum_of_root (x);
      *off |= msp_value_bits (x, masks);
      return s;
    }

  walk->steps--;
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      /* Every argument the same sum, but those that are the PHI itself
	 plus a number (the step of an induction variable).  */
      bool any = false;
      walk->visiting.add (x);
      *off |= msp_name_implicit (x, masks);
      for (unsigned i = 0; i < gimple_phi_num_args (phi) && !s.opaque; i++)
	{
	  root_sum a = split_roots (gimple_phi_arg_def (phi, i), masks, off,
				    walk, depth + 1);
	  if (sum_equal_p (a, sum_of_root (x)))
	    continue;
	  if (!any)
	    s = a;
	  else if (!sum_equal_p (a, s))
	    s.opaque = true;
	  any = true;
	  for (unsigned k = 0; k < a.n; k++)
	    if (a.root[k] == x)
	      s.opaque = true;
	}
      walk->visiting.remove (x);
      if (s.opaque || !any)
	return sum_of_root (x);
      return s;
    }

  gassign *a = dyn_cast <gassign *> (def);
  enum tree_code code = a ? gimple_assign_rhs_code (a) : ERROR_MARK;
  bool pointer_size = TYPE_PRECISION (type) == POINTER_SIZE;
  if (a && !gimple_assign_load_p (a))
    switch (code)
      {
      case POINTER_PLUS_EXPR:
	*off |= (msp_name_implicit (x, masks)
		 | msp_value_bits (gimple_assign_rhs2 (a), masks));
	return split_roots (gimple_assign_rhs1 (a), masks, off, walk,
			    depth + 1);

      case ADDR_SPACE_CONVERT_EXPR:
      case SSA_NAME:
      case ADDR_EXPR:
      CASE_CONVERT:
	if ((CONVERT_EXPR_CODE_P (code) && !pointer_size)
	    || (code == ADDR_SPACE_CONVERT_EXPR && converts_value_p (a)))
	  break;
	*off |= msp_name_implicit (x, masks);
	return split_roots (gimple_assign_rhs1 (a), masks, off, walk,
			    depth + 1);

      case PLUS_EXPR:
      case MINUS_EXPR:
	if (!INTEGRAL_TYPE_P (type) || !pointer_size)
	  break;
	*off |= msp_name_implicit (x, masks);
	s = split_roots (gimple_assign_rhs1 (a), masks, off, walk,
			 depth + 1);
	sum_add_sum (&s, split_roots (gimple_assign_rhs2 (a), masks, off,
				      walk, depth + 1),
		     code == PLUS_EXPR ? 1 : -1);
	return s.opaque ? sum_of_root (x) : s;

      default:
	break;
      }
  if (pointer)
    return sum_of_root (x);
  /* A value computed otherwise is a number, all of whose bits count:
     whatever pointers went into it, it cancels no root, and a pointer
     plus it stays in the pointer's space only if it holds no bits of
     that space (pointer_plus_number_p).  */
  *off |= msp_value_bits (x, masks);
  return s;
}

/* True if A and B are computed by pointer arithmetic from the same roots
   (see root_sum); then set *OFF to the bits of what was added to them.

   Comparing them, or subtracting one from the other, then gives only
   how they lie in the object those roots point into (as p != end does
   in a loop over an array, and p - base in an index): their offsets'
   bits, not the object's address.  */

static bool
same_root_p (tree a, tree b, const msp_masks &masks, msp_mask *off)
{
  split_walk walk;
  msp_mask offa = MSP_EMPTY, offb = MSP_EMPTY;
  walk.steps = MAX_SPLIT_STEPS;
  root_sum ra = split_roots (a, masks, &offa, &walk, 0);
  walk.steps = MAX_SPLIT_STEPS;
  root_sum rb = split_roots (b, masks, &offb, &walk, 0);

  *off = offa | offb;
  return !ra.opaque && !rb.opaque && ra.n > 0 && sum_equal_p (ra, rb);
}

/* True if X is a pointer computed by pointer arithmetic from one pointer
   (of pointer type, or an address), not one made of the bits of other
   values: split_roots finds it that pointer with coefficient 1.  */

static bool
pointer_value_p (tree x, const msp_masks &masks)
{
  split_walk walk;
  msp_mask off = MSP_EMPTY;

  if (!POINTER_TYPE_P (TREE_TYPE (x)))
    return false;
  walk.steps = MAX_SPLIT_STEPS;
  root_sum r = split_roots (x, masks, &off, &walk, 0);
  return (!r.opaque && r.n == 1 && r.coef[0] == 1
	  && (TREE_CODE (r.root[0]) != SSA_NAME
	      || POINTER_TYPE_P (TREE_TYPE (r.root[0]))));
}

/* True if the integer X is a pointer plus numbers: split_roots finds it
   one pointer (of pointer type, or an address) with coefficient 1 and
   numbers that carry no bits of that pointer's space, which must be
   one; set *SPACE to it.  An address into a space is its window's
   location plus an offset, which no number cancels unless it holds
   bits of a pointer into that space (the window's location is no number
   a program knows: lattice.h).  So such an X, if valid at all, points
   into *SPACE, whatever the numbers' bits: as after ivopts, an integer
   induction variable made of an array's address, stepped until a bound
   loaded from memory.  A value computed from two pointers (their
   distance) is no pointer, and gives all its bits.  */

static bool
pointer_plus_number_p (tree x, const msp_masks &masks, msp_mask *space)
{
  split_walk walk;
  msp_mask off = MSP_EMPTY;
  walk.steps = MAX_SPLIT_STEPS;
  root_sum r = split_roots (x, masks, &off, &walk, 0);

  if (r.opaque || r.n != 1 || r.coef[0] != 1)
    return false;
  tree root = r.root[0];
  if (TREE_CODE (root) == SSA_NAME)
    {
      if (!POINTER_TYPE_P (TREE_TYPE (root)))
	return false;
      *space = msp_operand_mask (root, masks);
    }
  else
    *space = (DECL_P (root) ? msp_decl_mask (root, masks.ctx)
	      : msp_address_mask (root, masks));
  return msp_resolved_p (*space) && !(off & *space);
}

/* The bits the comparison of A with B may reveal (same_root_p).  */

static msp_mask
comparison_bits (tree a, tree b, const msp_masks &masks)
{
  msp_mask off;

  if (same_root_p (a, b, masks, &off))
    return off;
  if (integer_zerop (a))
    std::swap (a, b);
  if (integer_zerop (b) && pointer_value_p (a, masks))
    /* A pointer compared with null: a valid pointer is never null, so
       the outcome tells only whether it is one, which what chose it
       decided (its implicit mask), not where it points.  */
    return msp_value_implicit (a, masks);
  return msp_value_bits (a, masks) | msp_value_bits (b, masks);
}

/* The bits of the condition on which the block BB branches: what its
   outcome may reveal.  MSP_EMPTY if BB does not branch.  */

static msp_mask
branch_mask (basic_block bb, const msp_masks &masks)
{
  gimple *last = last_stmt (bb);

  if (EDGE_COUNT (bb->succs) < 2)
    return MSP_EMPTY;
  if (gcond *cond = safe_dyn_cast <gcond *> (last))
    return comparison_bits (gimple_cond_lhs (cond), gimple_cond_rhs (cond),
			    masks);
  if (gswitch *sw = safe_dyn_cast <gswitch *> (last))
    return msp_value_bits (gimple_switch_index (sw), masks);
  /* Edges that a throw, an abnormal transfer or an asm goto chooses.  */
  return MSP_UNKNOWN;
}

/* What the block SRC, the source of an edge, passes on to what the
   edge decides: the bits of its branch's condition (branch_mask) and
   its condition mask.  The branch mask is computed once from the
   current values, and again when one it read grew (queue_readers).  */

static msp_mask
source_mask (basic_block src)
{
  resolution *r = resolving;
  unsigned b = src->index;

  note_reader (r, r->nnames + b);
  note_reader (r, r->nnames + r->nblocks + b);
  if (bitmap_set_bit (r->known_branches, b))
    {
      int reader = r->reader;
      r->reader = r->nnodes + b;
      r->branches[b] = branch_mask (src, *r->masks);
      r->reader = reader;
    }
  return (*r->conds)[b] | r->branches[b];
}

/* The condition mask of BB (see the head of the file) from the masks
   known so far: the union, over the branches BB is control dependent
   on, of their conditions' bits and their blocks' condition masks.  */

static msp_mask
block_cond_mask (basic_block bb, control_dependences *cd)
{
  msp_mask m = MSP_EMPTY;
  bitmap_iterator bi;
  unsigned i;

  if (bb->index < NUM_FIXED_BLOCKS)
    return MSP_EMPTY;
  EXECUTE_IF_SET_IN_BITMAP (cd->get_edges_dependent_on (bb->index), 0, i, bi)
    {
      basic_block src = cd->get_edge_src (i);
      if (src->index >= NUM_FIXED_BLOCKS)
	m |= source_mask (src);
    }
  return m;
}

/* Visit PHI; return true if the masks of its result changed.  */

static bool
visit_phi (gphi *phi, msp_masks *masks)
{
  tree res = gimple_phi_result (phi);
  msp_mask d = MSP_EMPTY, i = MSP_EMPTY;

  if (!msp_tracked_type_p (TREE_TYPE (res)))
    return false;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      tree arg = gimple_phi_arg_def (phi, k);
      edge e = gimple_phi_arg_edge (phi, k);
      basic_block src = e->src;
      /* An argument known to be a constant on its edge is that constant
	 (edge-consts.cc).  */
      if (msp_operand_mask (arg, *masks) != MSP_EMPTY)
	if (tree c = msp_edge_constant (arg, e))
	  arg = c;
      d |= msp_operand_mask (arg, *masks);
      i |= msp_value_implicit (arg, *masks);
      if (src->index >= NUM_FIXED_BLOCKS)
	i |= source_mask (src);
    }
  return merge_masks (masks, res, d, i);
}

/* VALUE of R grew: queue the nodes that read it, in this round those
   after the node being visited, which the sweep visits later in the
   same pass, in the next round the others, that node among them, which
   it visits in the next pass; forget the branch masks computed from it,
   and queue their readers in turn.  */

static void
queue_readers (resolution *r, unsigned value)
{
  bitmap_iterator bi;
  unsigned x;

  if (!r->readers[value])
    return;
  EXECUTE_IF_SET_IN_BITMAP (r->readers[value], 0, x, bi)
    if (x < r->nnodes)
      bitmap_set_bit ((int) x > r->reader ? r->now : r->next, x);
    else if (bitmap_clear_bit (r->known_branches, x - r->nnodes))
      queue_readers (r, r->nnames + r->nblocks + x - r->nnodes);
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
      changed = grow_mask (&(*r->conds)[bb->index],
			   block_cond_mask (bb, r->cd), r->nnames + bb->index);
    }
  else if (gphi *phi = dyn_cast <gphi *> (node->stmt))
    changed = visit_phi (phi, r->masks);
  else
    changed = visit_stmt (r->ctx, node->stmt, r->masks);
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
  r->cd = new control_dependences ();
  r->nnames = num_ssa_names;
  r->nblocks = last_basic_block_for_fn (ctx->fun);
  number_nodes (r);
  unsigned nvalues = r->nnames + 2 * r->nblocks;
  r->readers = XCNEWVEC (bitmap, nvalues);
  r->last_reader = XNEWVEC (int, nvalues);
  memset (r->last_reader, -1, nvalues * sizeof (int));
  r->reader = -1;
  r->branches = XNEWVEC (msp_mask, r->nblocks);
  bitmap_obstack_initialize (&r->obstack);
  r->known_branches = BITMAP_ALLOC (&r->obstack);
  r->now = BITMAP_ALLOC (&r->obstack);
  r->next = BITMAP_ALLOC (&r->obstack);
}

/* Release what start_resolution made.  */

static void
end_resolution (resolution *r)
{
  bitmap_obstack_release (&r->obstack);
  XDELETEVEC (r->branches);
  XDELETEVEC (r->last_reader);
  XDELETEVEC (r->readers);
  delete r->cd;
}

/* Visit the nodes of R in rounds, each in the order of the sweep, until
   none is queued.  The first round visits them all.  */

static void
propagate (resolution *r)
{
  bitmap_set_range (r->now, 0, r->nnodes);
  while (!bitmap_empty_p (r->now))
    {
      while (!bitmap_empty_p (r->now))
	{
	  int n = bitmap_first_set_bit (r->now);
	  bitmap_clear_bit (r->now, n);
	  visit_node (r, n);
	}
      std::swap (r->now, r->next);
    }
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

  gcc_checking_assert (fun == cfun);
  /* The accessors note their reads for one resolution.  */
  gcc_assert (!resolving);
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
  resolving = &r;
  masks->reads = &r;
  propagate (&r);
  if (flag_checking)
    check_fixed_point (&r);
  masks->reads = NULL;
  resolving = NULL;
  masks->resolved = true;
  end_resolution (&r);
  if (!postdom)
    free_dominance_info (CDI_POST_DOMINATORS);
  if (!dom)
    free_dominance_info (CDI_DOMINATORS);
}
