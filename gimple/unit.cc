/* unit.cc -- does the offload unit store only global pointers?
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   A pointer loaded from memory points where the pointer stored there
   pointed.  Memory a kernel reads gets its pointers from three writers:

     - the host and libgomp's host side (mapped data, the data block):
       device addresses of global memory, or host addresses, which a
       kernel reaches as global memory;
     - static initialisers of the unit's variables;
     - the code of the offload unit itself.

   The offload compiler sees the whole device program but libgomp and
   newlib, which are linked later and do not hand pointers to user code
   through memory.  So if no initialiser holds, and no statement of the
   unit stores, a pointer that may point outside global memory, then by
   induction over the execution every pointer loaded from memory points
   to global memory.  msp_check_unit_stores proves this premise once per
   offload compile (in the ipmsp pass, after inlining) and sets
   msp_unit_stores_only_global; sources.cc then resolves loaded pointers
   to global.  The check itself computes masks under the premise, which
   the induction allows: a loaded pointer that is stored again is
   global if all earlier stores were.

   What breaks the premise:
     - storing a value (pointer, or integer as wide as one) whose mask is
       not within {global} (a null pointer is fine);
     - an atomic builtin storing such a value;
     - passing such a value to a function outside the unit that is not a
       GCC builtin (it might keep it in memory);
     - a variadic function in the unit (va_arg loads what callers'
       argument lists stored);
     - inline asm, and vector values of pointers that are not plain
       copies;
     - an initialiser holding the address of .const or .shared data (as
       an array of string literals does).  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

bool msp_unit_stores_only_global;

/* Why the premise failed, for the dump.  */
static const char *failure;
static const char *failure_fn;

/* True if the value VAL, stored to memory or passed out of the unit,
   cannot point outside global memory.  */

static bool
value_ok_p (tree val, const msp_masks &masks)
{
  tree type = TREE_TYPE (val);

  switch (TREE_CODE (val))
    {
    case ADDR_EXPR:
      if (TREE_CODE (TREE_OPERAND (val, 0)) == FUNCTION_DECL)
	/* Code, never dereferenced as data.  */
	return true;
      return (msp_address_mask (val, masks) & ~MSP_GLOBAL) == 0;

    case INTEGER_CST:
      return !POINTER_TYPE_P (type) || integer_zerop (val);

    case CONSTRUCTOR:
      {
	unsigned i;
	tree elt;
	FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (val), i, elt)
	  if (!value_ok_p (elt, masks))
	    return false;
	return true;
      }

    case SSA_NAME:
      if (VECTOR_TYPE_P (type) || TREE_CODE (type) == COMPLEX_TYPE)
	{
	  tree elt = TREE_TYPE (type);
	  if (!POINTER_TYPE_P (elt)
	      && !(INTEGRAL_TYPE_P (elt)
		   && TYPE_PRECISION (elt) >= POINTER_SIZE))
	    return true;
	  /* A vector of pointers is fine if it was loaded: a copy.  */
	  return gimple_assign_load_p (SSA_NAME_DEF_STMT (val));
	}
      if (!POINTER_TYPE_P (type)
	  && !(INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) >= POINTER_SIZE))
	return true;
      return (msp_operand_mask (val, masks) & ~MSP_GLOBAL) == 0;

    default:
      if (CONSTANT_CLASS_P (val))
	return !POINTER_TYPE_P (type);
      /* A memory operand: a copy from memory to memory.  */
      return handled_component_p (val) || DECL_P (val)
	     || TREE_CODE (val) == MEM_REF || TREE_CODE (val) == TARGET_MEM_REF;
    }
}

/* Record that the premise fails because of WHY in FUN.  */

static bool
fail (const char *why, function *fun)
{
  failure = why;
  failure_fn = function_name (fun);
  return false;
}

/* Check the statements of FUN; return false if one breaks the
   premise.  */

static bool
check_function (function *fun)
{
  msp_masks masks = vNULL;
  basic_block bb;
  bool ok = true;

  if (fun->stdarg)
    return fail ("variadic function", fun);

  msp_resolve (fun, &masks);
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   ok && !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);

	  if (gimple_code (stmt) == GIMPLE_ASM)
	    ok = fail ("inline asm", fun);
	  else if (is_gimple_assign (stmt) && gimple_store_p (stmt)
		   && !gimple_clobber_p (stmt)
		   && !value_ok_p (gimple_assign_rhs1 (stmt), masks))
	    ok = fail ("store of a pointer that may point outside global "
		       "memory", fun);
	  else if (gcall *call = dyn_cast <gcall *> (stmt))
	    {
	      tree lhs = gimple_call_lhs (call);
	      tree fndecl = gimple_call_fndecl (call);
	      bool builtin = gimple_call_builtin_p (call, BUILT_IN_NORMAL);
	      bool external = (!gimple_call_internal_p (call)
			       && (!fndecl
				   || !cgraph_node::get (fndecl)
				   || !cgraph_node::get (fndecl)
					 ->has_gimple_body_p ()));
	      unsigned first = 0, end = gimple_call_num_args (call);
	      bool atomic = msp_atomic_call_p (call, &first, &end);

	      if (lhs && !is_gimple_reg (lhs)
		  && (POINTER_TYPE_P (TREE_TYPE (lhs))
		      || (INTEGRAL_TYPE_P (TREE_TYPE (lhs))
			  && TYPE_PRECISION (TREE_TYPE (lhs)) >= POINTER_SIZE))
		  && (msp_call_mask (call, masks) & ~MSP_GLOBAL) != 0)
		ok = fail ("call result stored to memory", fun);
	      if (atomic || (external && !builtin))
		for (unsigned i = first; ok && i < end; i++)
		  if (!value_ok_p (gimple_call_arg (call, i), masks))
		    ok = fail (atomic
			       ? "atomic store of a pointer that may point "
				 "outside global memory"
			       : "pointer that may point outside global memory "
				 "passed to a function outside the unit", fun);
	    }
	}
      if (!ok)
	break;
    }
  masks.release ();
  return ok;
}

/* walk_tree callback for initialisers: stop at an address that may
   point outside global memory.  */

static tree
check_initializer_r (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      *walk_subtrees = 0;
      if (!value_ok_p (*tp, vNULL))
	return *tp;
    }
  return NULL_TREE;
}

/* Prove or refute that no pointer outside global memory is ever stored
   into memory the offload unit reads, set msp_unit_stores_only_global,
   and say why in FILE (if not null).  */

void
msp_check_unit_stores (FILE *file)
{
  cgraph_node *node;
  varpool_node *vnode;
  bool ok = msp_opts.track_indir_load;

  failure = NULL;
  failure_fn = NULL;
  if (!ok)
    failure = "-fplugin-arg-msp-track-indir-load=0";

  /* Compute the masks under the premise (see the comment above).  */
  msp_unit_stores_only_global = true;

  FOR_EACH_VARIABLE (vnode)
    {
      if (!ok)
	break;
      tree init = vnode->get_constructor ();
      if (init && init != error_mark_node
	  && walk_tree_without_duplicates (&init, check_initializer_r, NULL))
	{
	  ok = false;
	  failure = "initialiser holding a pointer outside global memory";
	  failure_fn = IDENTIFIER_POINTER (DECL_NAME (vnode->decl));
	}
    }

  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      if (!ok)
	break;
      node->get_body ();
      function *fun = node->get_fun ();
      push_cfun (fun);
      ok = check_function (fun);
      pop_cfun ();
    }

  msp_unit_stores_only_global = ok;
  if (file)
    {
      if (ok)
	fprintf (file, "unit stores only global pointers: yes\n");
      else
	fprintf (file, "unit stores only global pointers: no (%s%s%s)\n",
		 failure, failure_fn ? " in " : "",
		 failure_fn ? failure_fn : "");
    }
}
