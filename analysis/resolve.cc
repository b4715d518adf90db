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
                           it takes (below)
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

   Masks start at MSP_EMPTY and only grow (the new mask of a name is ORed
   into the old one), so iterating the rules over the function in reverse
   post order until nothing changes terminates; PHI cycles need no visited
   set because a mask that does not change stops the iteration.  At the
   fixed point each name's masks contain what every rule gives for its
   operands' final masks, which is what makes the result sound.  */

#include "msp-gcc.h"
#include "msp.h"
#include "spaces.h"
#include "callgraph.h"
#include "decls.h"
#include "facts.h"
#include "resolve.h"
#include "sources.h"

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

/* Set the masks of NAME to include DATA and IMPLICIT; return true if
   they changed.  */

static bool
merge_masks (msp_masks *masks, tree name, msp_mask data, msp_mask implicit)
{
  msp_mask *d = &masks->data[SSA_NAME_VERSION (name)];
  msp_mask *i = &masks->implicit[SSA_NAME_VERSION (name)];
  msp_mask nd = *d | data, ni = *i | implicit;

  if (nd == *d && ni == *i)
    return false;
  *d = nd;
  *i = ni;
  return true;
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

  /* Any other definition (an asm output above all) is not modelled.  */
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
	if (CONVERT_EXPR_CODE_P (code) && !pointer_size)
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

/* The condition mask of BB (see the head of the file) from the masks
   known so far: the union, over the branches BB is control dependent
   on, of their conditions' bits and their blocks' condition masks.  */

static msp_mask
block_cond_mask (basic_block bb, control_dependences *cd,
		 const msp_masks &masks, const vec<msp_mask> &conds)
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
	m |= branch_mask (src, masks) | conds[src->index];
    }
  return m;
}

/* Visit PHI; return true if the masks of its result changed.  CONDS are
   the condition masks of the blocks (see the head of the file).  */

static bool
visit_phi (gphi *phi, msp_masks *masks, const vec<msp_mask> &conds)
{
  tree res = gimple_phi_result (phi);
  msp_mask d = MSP_EMPTY, i = MSP_EMPTY;

  if (!msp_tracked_type_p (TREE_TYPE (res)))
    return false;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      tree arg = gimple_phi_arg_def (phi, k);
      basic_block src = gimple_phi_arg_edge (phi, k)->src;
      d |= msp_operand_mask (arg, *masks);
      i |= msp_value_implicit (arg, *masks);
      if (src->index >= NUM_FIXED_BLOCKS)
	i |= branch_mask (src, *masks) | conds[src->index];
    }
  return merge_masks (masks, res, d, i);
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
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  auto_vec<msp_mask> own_conds;
  bool changed;

  gcc_checking_assert (fun == cfun);
  if (conds == NULL)
    conds = &own_conds;
  masks->ctx = ctx;
  masks->data.truncate (0);
  masks->data.safe_grow_cleared (num_ssa_names, true);
  masks->implicit.truncate (0);
  masks->implicit.safe_grow_cleared (num_ssa_names, true);
  conds->truncate (0);
  conds->safe_grow_cleared (last_basic_block_for_fn (fun), true);

  /* Control dependence needs the post-dominators; leave the dominance
     information as it was found.  */
  bool postdom = dom_info_available_p (fun, CDI_POST_DOMINATORS);
  if (!postdom)
    calculate_dominance_info (CDI_POST_DOMINATORS);
  control_dependences *cd = new control_dependences ();

  FOR_EACH_SSA_NAME (i, name, fun)
    if (SSA_NAME_IS_DEFAULT_DEF (name)
	&& msp_tracked_type_p (TREE_TYPE (name)))
      msp_default_def_masks (ctx, name, &masks->data[i],
			     &masks->implicit[i]);

  do
    {
      changed = false;
      for (int b = 0; b < n; b++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
	  msp_mask c = block_cond_mask (bb, cd, *masks, *conds);
	  if ((c | (*conds)[bb->index]) != (*conds)[bb->index])
	    {
	      (*conds)[bb->index] |= c;
	      changed = true;
	    }
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    changed |= visit_phi (gsi.phi (), masks, *conds);
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    changed |= visit_stmt (ctx, gsi_stmt (gsi), masks);
	}
    }
  while (changed);

  delete cd;
  if (!postdom)
    free_dominance_info (CDI_POST_DOMINATORS);
  XDELETEVEC (rpo);
}
