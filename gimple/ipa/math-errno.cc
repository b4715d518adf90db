/* math-errno.cc -- math calls of a unit that never reads errno are const.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   With -fmath-errno (the default), GCC gives the math builtins whose
   only side effect is errno (exp, sqrt, pow, log ...; builtins.def,
   ATTR_MATHFN_ERRNO and ATTR_MATHFN_FPROUNDING_ERRNO) the fn spec ".C":
   const but for errno.  The alias oracle then lets them clobber only
   int-typed references that may be errno (targetm.ref_may_alias_errno),
   which every int loaded through a pointer may be (a loop bound in a
   data block), and loop invariant motion takes any call with a virtual
   definition for a store it cannot analyse: no load moves out of a loop
   that calls exp, and at RTL the call clobbers all memory.

   Where no code of the offload program can read errno, what a math call
   leaves in errno is never observed, and the call is const, as with
   -fno-math-errno.  The offload unit is the whole device program but
   the libraries (mkoffload links newlib, libm, libgomp and libgcc after
   it), so the unit must show that no code reads errno:

   1. In newlib, errno is (*__errno ()) (sys/errno.h), the _errno field
      of the reentrancy structure that _impure_ptr (_REENT) and
      _global_impure_ptr point to.  A unit that calls or takes the
      address of __errno or __getreent, or refers to _impure_ptr or
      _global_impure_ptr, may read it: the rule is off.  (The host's
      errno.h, with which the offload code was preprocessed, reads
      glibc's *__errno_location (), which the device lacks: such a
      program does not link, with or without msp.  It turns the rule
      off too.)
   2. Code outside the unit may read errno (perror, err and warn,
      printf's %m, newlib's strerror_r callers ...).  Every function the
      unit calls or takes the address of that has no body in the unit
      must be a GCC builtin whose behaviour GCC knows and which does not
      depend on errno (the printf family only with a literal format
      without %m), or a libgomp entry point (GOMP_, omp_, whose nvptx
      sources never read errno: libgomp/config/nvptx and the files it
      shares with other targets name errno only in env.c and target.c,
      which the nvptx libgomp does not build).  Otherwise the rule is off.
   3. An asm whose text names a function or errno's storage (call,
      errno, impure, reent) turns the rule off.

   The calls made const are those of BUILT_IN_NORMAL functions that
   return a number, whose fn spec is ".C" and that take no pointer (not
   malloc and its kin, "mC", each call of which returns new memory:
   run-malloc-twice.c): they are then expanded and
   optimised as GCC does them under -fno-math-errno in that unit.
   Their virtual operands are removed (unlink_stmt_vdef).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/ipa/math-errno.h"

/* True if the name of DECL is NAME.  */

static bool
named_p (tree decl, const char *name)
{
  tree id = DECL_ASSEMBLER_NAME_SET_P (decl) ? DECL_ASSEMBLER_NAME (decl)
	    : DECL_NAME (decl);
  return id && strcmp (IDENTIFIER_POINTER (id), name) == 0;
}

/* True if DECL, a function or variable, holds or returns errno's
   location (the head of the file, point 1).  */

static bool
errno_decl_p (tree decl)
{
  return (named_p (decl, "__errno") || named_p (decl, "__errno_location")
	  || named_p (decl, "__getreent")
	  || named_p (decl, "_impure_ptr")
	  || named_p (decl, "_global_impure_ptr"));
}

/* True if the format argument ARG of a printf-like call is a string
   literal with no %m.  */

static bool
plain_format_p (tree arg)
{
  const char *fmt = c_getstr (arg);
  return fmt && strstr (fmt, "%m") == NULL;
}

/* True if the call STMT of the function DECL, which has no body in the
   unit, may read errno (the head of the file, point 2).  STMT is null
   for a function whose address is taken.  */

static bool
outside_reads_errno_p (tree decl, gcall *stmt)
{
  if (errno_decl_p (decl))
    return true;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (decl));
  if (strncmp (name, "GOMP_", 5) == 0 || strncmp (name, "omp_", 4) == 0)
    return false;
  if (!fndecl_built_in_p (decl, BUILT_IN_NORMAL))
    return true;
  /* The printf family: the argument that is the format.  */
  unsigned format;
  switch (DECL_FUNCTION_CODE (decl))
    {
    case BUILT_IN_PRINTF:
    case BUILT_IN_PRINTF_UNLOCKED:
    case BUILT_IN_VPRINTF:
      format = 0;
      break;
    case BUILT_IN_FPRINTF:
    case BUILT_IN_FPRINTF_UNLOCKED:
    case BUILT_IN_VFPRINTF:
    case BUILT_IN_SPRINTF:
    case BUILT_IN_VSPRINTF:
      format = 1;
      break;
    case BUILT_IN_SNPRINTF:
    case BUILT_IN_VSNPRINTF:
      format = 2;
      break;
    case BUILT_IN_PRINTF_CHK:
    case BUILT_IN_VPRINTF_CHK:
    case BUILT_IN_FPRINTF_CHK:
    case BUILT_IN_VFPRINTF_CHK:
    case BUILT_IN_SPRINTF_CHK:
    case BUILT_IN_VSPRINTF_CHK:
    case BUILT_IN_SNPRINTF_CHK:
    case BUILT_IN_VSNPRINTF_CHK:
      return true;
    default:
      return false;
    }
  return (!stmt || gimple_call_num_args (stmt) <= format
	  || !plain_format_p (gimple_call_arg (stmt, format)));
}

/* True if the math call STMT only sets errno besides its value: a
   BUILT_IN_NORMAL function that returns a number, with the fn spec ".C"
   and no pointer argument.  */

static bool
errno_only_call_p (gcall *stmt)
{
  tree decl = gimple_call_fndecl (stmt);
  if (!decl || !fndecl_built_in_p (decl, BUILT_IN_NORMAL)
      || TREE_READONLY (decl) || DECL_PURE_P (decl))
    return false;
  /* A math function returns a number.  The allocation functions share
     the fn spec's "C" (malloc, calloc, aligned_alloc and GOMP_alloc are
     "mC": builtin_fnspec), but each call returns new memory: made const,
     two calls of the same size would be one.  */
  tree type = TREE_TYPE (TREE_TYPE (decl));
  if (DECL_IS_MALLOC (decl)
      || !(SCALAR_FLOAT_TYPE_P (type) || COMPLEX_FLOAT_TYPE_P (type)
	   || INTEGRAL_TYPE_P (type)))
    return false;
  attr_fnspec spec = gimple_call_fnspec (stmt);
  if (!spec.known_p () || !spec.errno_maybe_written_p ()
      || spec.returns_noalias_p ()
      || spec.global_memory_written_p () || spec.global_memory_read_p ())
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    if (POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (stmt, i))))
      return false;
  return gimple_call_num_args (stmt) > 0;
}

/* True if some code of the unit, whose functions with bodies are NODES,
   may read errno; if so, say why into DUMP.  */

static bool
unit_reads_errno_p (FILE *dump, vec<cgraph_node *> &nodes)
{
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gimple *stmt = gsi_stmt (gsi);
	    const char *why = NULL;
	    if (gasm *as = dyn_cast <gasm *> (stmt))
	      {
		const char *text = gimple_asm_string (as);
		if (strstr (text, "call") || strstr (text, "errno")
		    || strstr (text, "impure") || strstr (text, "reent"))
		  why = "an asm may call a function or name errno";
	      }
	    else if (gcall *call = dyn_cast <gcall *> (stmt))
	      {
		tree decl = gimple_call_fndecl (call);
		cgraph_node *callee = decl ? cgraph_node::get (decl) : NULL;
		if (gimple_call_internal_p (call))
		  ;
		else if (!decl)
		  {
		    /* An indirect call reaches a function of the unit or
		       one whose address the unit takes (checked below).  */
		  }
		else if (callee && callee->ultimate_alias_target ()->definition)
		  /* Its body, or the body it is a clone of, is in NODES.  */
		  ;
		else if (outside_reads_errno_p (decl, call))
		  why = "it calls a function outside the unit that may read"
			" errno";
	      }
	    if (why)
	      {
		if (dump)
		  {
		    fprintf (dump, "math errno: kept, %s (%s): ", why,
			     nodes[i]->dump_name ());
		    print_gimple_stmt (dump, stmt, 0, TDF_NONE);
		  }
		return true;
	      }
	  }
    }

  /* The functions and variables the unit's functions and the
     initialisers of its variables refer to otherwise: addresses taken,
     errno's storage.  */
  auto_vec<symtab_node *> referrers;
  for (unsigned i = 0; i < nodes.length (); i++)
    referrers.safe_push (nodes[i]);
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    referrers.safe_push (vnode);
  for (unsigned i = 0; i < referrers.length (); i++)
    {
      ipa_ref *ref;
      for (unsigned j = 0; referrers[i]->iterate_reference (j, ref); j++)
	{
	  symtab_node *s = ref->referred->ultimate_alias_target ();
	  bool reads = false;
	  if (is_a <varpool_node *> (s))
	    reads = errno_decl_p (s->decl);
	  else if (!s->definition)
	    reads = outside_reads_errno_p (s->decl, NULL);
	  if (reads)
	    {
	      if (dump)
		fprintf (dump, "math errno: kept, %s refers to %s\n",
			 referrers[i]->dump_name (), s->dump_name ());
	      return true;
	    }
	}
    }
  return false;
}

/* Make the math calls of the unit's functions NODES const where no code
   of the program may read errno (the head of the file); dump to DUMP if
   not null.  Return the number of calls made const.  */

unsigned
msp_math_calls_const (FILE *dump, vec<cgraph_node *> &nodes)
{
  /* Any math call to change?  Most units have none.  */
  auto_vec<std::pair<cgraph_node *, gcall *> > calls;
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
	    if (errno_only_call_p (call))
	      calls.safe_push (std::make_pair (nodes[i], call));
    }
  if (calls.is_empty () || unit_reads_errno_p (dump, nodes))
    return 0;

  hash_set<tree> decls;
  for (unsigned i = 0; i < calls.length (); i++)
    decls.add (gimple_call_fndecl (calls[i].second));
  for (hash_set<tree>::iterator it = decls.begin (); it != decls.end (); ++it)
    {
      TREE_READONLY (*it) = 1;
      if (cgraph_node *node = cgraph_node::get (*it))
	node->set_const_flag (true, false);
      if (dump)
	fprintf (dump, "math errno: %s is const, no code reads errno\n",
		 IDENTIFIER_POINTER (DECL_NAME (*it)));
    }
  /* Every call of those functions loses its virtual operands, not only
     those found: all calls of a decl share its flags.  */
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      basic_block bb;
      push_cfun (fun);
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	    tree decl = call ? gimple_call_fndecl (call) : NULL_TREE;
	    if (!decl || !decls.contains (decl) || !gimple_vdef (call))
	      continue;
	    tree vdef = gimple_vdef (call);
	    unlink_stmt_vdef (call);
	    release_ssa_name (vdef);
	    gimple_set_vdef (call, NULL_TREE);
	    gimple_set_vuse (call, NULL_TREE);
	    update_stmt (call);
	  }
      pop_cfun ();
    }
  if (dump)
    fprintf (dump, "math errno: %u calls const\n", calls.length ());
  return calls.length ();
}
