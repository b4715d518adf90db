/* roots.cc -- a value as a sum of the pointers it was computed from.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The root sums of the rules (rules.cc): three questions about how a
   value was computed, which its masks alone do not answer, each by
   splitting the value into its roots, the pointers and opaque values
   its definitions start from, with their coefficients, and the bits of
   the numbers added to them (split_roots):

     msp_same_root_p            are two values the same roots moved by
                                numbers?  Then comparing or subtracting
                                them reveals only the numbers' bits
                                (p != end, p - base);
     msp_pointer_value_p        is a pointer one pointer moved by
                                arithmetic?  Then comparing it with null
                                reveals only what chose it;
     msp_pointer_plus_number_p  is an integer one pointer plus numbers
                                that carry no bits of its space?  Then
                                the pointer made of it points into that
                                space (ivopts' integer induction
                                variables).

   The walk reads the masks of the values on its way through the
   accessors of masks.cc, so the resolver sees those reads as any
   other.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/analysis/decls.h"
#include "gimple/analysis/masks.h"
#include "gimple/analysis/roots.h"

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

/* The sum of ROOT alone.  */

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
   bounds it, as --param=max-ssa-name-query-depth bounds GCC's own walks
   of definitions (fold-const.cc, tree_expr_nonnegative_p).  */

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
     that space (msp_pointer_plus_number_p).  */
  *off |= msp_value_bits (x, masks);
  return s;
}

/* True if A and B are computed by pointer arithmetic from the same roots
   (see root_sum); then set *OFF to the bits of what was added to them.

   Comparing them, or subtracting one from the other, then gives only
   how they lie in the object those roots point into (as p != end does
   in a loop over an array, and p - base in an index): their offsets'
   bits, not the object's address.  */

bool
msp_same_root_p (tree a, tree b, const msp_masks &masks, msp_mask *off)
{
  split_walk walk;
  msp_mask offa = MSP_EMPTY, offb = MSP_EMPTY;
  walk.steps = MAX_SPLIT_STEPS;
  root_sum ra = split_roots (a, masks, &offa, &walk, 0);
  /* Without roots of its own, A matches nothing: B is not walked, nor
     are its reads noted, since whatever it is the answer stands until
     one of A's reads grows.  */
  if (ra.opaque || ra.n == 0)
    return false;
  walk.steps = MAX_SPLIT_STEPS;
  root_sum rb = split_roots (b, masks, &offb, &walk, 0);

  *off = offa | offb;
  return !rb.opaque && sum_equal_p (ra, rb);
}

/* True if X is a pointer computed by pointer arithmetic from one pointer
   (of pointer type, or an address), not one made of the bits of other
   values: split_roots finds it that pointer with coefficient 1.  */

bool
msp_pointer_value_p (tree x, const msp_masks &masks)
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

bool
msp_pointer_plus_number_p (tree x, const msp_masks &masks, msp_mask *space)
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
