/* atomics.cc -- the atomic operations and nvptx builtins msp knows.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Atomic operations reach GIMPLE as GCC's __atomic and __sync builtins,
   as the internal function .ATOMIC_COMPARE_EXCHANGE (what GCC folds
   __atomic_compare_exchange into), and, in OpenACC reductions, as the
   nvptx builtins __builtin_nvptx_cmp_swap and __builtin_nvptx_cmp_swapll
   that nvptx_goacc_reduction's lockless updates call
   (nvptx_lockless_update).  All take the address of the memory they
   update as their first argument.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/atomics.h"

/* True if CALL calls the nvptx builtin "__builtin_nvptx_" NAME
   (nvptx_init_builtins).  */

bool
msp_nvptx_builtin_p (const gcall *call, const char *name)
{
  static const char prefix[] = "__builtin_nvptx_";
  tree fndecl = gimple_call_fndecl (call);

  /* The declaration and its name first: gimple_call_builtin_p also
     compares the arguments with the prototype, which costs, and callers
     ask about several names for every call.  */
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_MD))
    return false;
  const char *s = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return (!strncmp (s, prefix, sizeof prefix - 1)
	  && !strcmp (s + sizeof prefix - 1, name)
	  && gimple_call_builtin_p (call, BUILT_IN_MD));
}

/* True if the atomic operation CALL (msp_atomic_call_p) of the function
   FUN expands inline, so that the space of its pointer reaches the
   instruction.  Under FUN's -fno-inline-atomics none does (builtins.cc:
   every expander of an __atomic builtin leaves the library call; the
   option is FUN's own, as LTO streams each function's options).
   Otherwise its access size must be one the target can compare and
   swap (optabs.cc expands an operation it has no pattern for as a
   compare-and-swap loop, or, when it cannot, as a call of libatomic's
   __atomic_* function, which takes a generic address: nvptx has no 1-,
   2- or 16-byte atomics).  The size
   is that of the value parameter of the builtin's prototype (the
   argument itself is promoted), or, for .ATOMIC_COMPARE_EXCHANGE, the
   low byte of its flags; the generic __atomic_* builtins, which take
   the value by address, are always library calls.  Three take no
   value:
   - __atomic_load_N is a plain load between fences up to the word size
     (expand_atomic_load, where no atomic_load pattern serves), and a
     call of __atomic_load_N above it, whatever compare-and-swap can do;
   - __atomic_clear is a store of a bool, a plain move at worst
     (expand_builtin_atomic_clear);
   - __atomic_test_and_set is a call of libatomic's
     __atomic_test_and_set_1 (nvptx.md, atomic_test_and_set, which
     converts the address to ptr_mode), so it is never inline.  */

bool
msp_atomic_inline_p (const gcall *call, function *fun)
{
  unsigned first, end;
  HOST_WIDE_INT size = -1;

  if (!msp_atomic_call_p (call, &first, &end))
    return false;
  if (!opt_for_fn (fun->decl, flag_inline_atomics))
    return false;
  if (gimple_call_internal_p (call))
    {
      tree flags = gimple_call_arg (call, 3);
      if (tree_fits_uhwi_p (flags))
	size = tree_to_uhwi (flags) & 255;
    }
  else if (tree fndecl = gimple_call_fndecl (call))
    {
      /* The codes, not gimple_call_builtin_p: see msp_atomic_call_p.  */
      if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
	{
	  enum built_in_function code = DECL_FUNCTION_CODE (fndecl);
	  if (code == BUILT_IN_ATOMIC_TEST_AND_SET)
	    return false;
	  if (code == BUILT_IN_ATOMIC_CLEAR)
	    return true;
	  if (code >= BUILT_IN_ATOMIC_LOAD_1
	      && code <= BUILT_IN_ATOMIC_LOAD_16)
	    {
	      tree type = TREE_TYPE (TREE_TYPE (fndecl));
	      return (tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
		      && (tree_to_uhwi (TYPE_SIZE_UNIT (type))
			  <= UNITS_PER_WORD));
	    }
	}
      /* The builtin's own prototype: its arguments are promoted.  */
      tree parm = TYPE_ARG_TYPES (TREE_TYPE (fndecl));
      for (unsigned i = 0; parm && i < first; i++)
	parm = TREE_CHAIN (parm);
      tree type = parm ? TREE_VALUE (parm) : NULL_TREE;
      if (type && (INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type)))
	size = int_size_in_bytes (type);
    }
  scalar_int_mode mode;
  return (size > 0
	  && int_mode_for_size (size * BITS_PER_UNIT, 0).exists (&mode)
	  && can_compare_and_swap_p (mode, true));
}

/* True if CALL is one of the nvptx compare-and-swap builtins.  */

static bool
nvptx_cmp_swap_p (const gcall *call)
{
  return (msp_nvptx_builtin_p (call, "cmp_swap")
	  || msp_nvptx_builtin_p (call, "cmp_swapll"));
}

/* If CALL is an atomic operation on the memory its first argument
   points to, return true and set [*FIRST, *END) to the range of its
   arguments whose values it may store into that memory.  */

bool
msp_atomic_call_p (const gcall *call, unsigned *first, unsigned *end)
{
  unsigned n = gimple_call_num_args (call);
  bool cas;

  /* The compare-and-swaps store only their DESIRED argument, the third:
     .ATOMIC_COMPARE_EXCHANGE (PTR, EXPECTED, DESIRED, FLAGS, SUCCESS,
     FAILURE), __sync_*_compare_and_swap (PTR, OLD, NEW),
     __atomic_compare_exchange_n (PTR, EXPECTED *, DESIRED, ...), which
     writes the old value to *EXPECTED, a copy from memory, and the nvptx
     builtins (PTR, EXPECTED, DESIRED).  The others may store any
     argument after the first.  */
  if (n == 0)
    return false;
  if (gimple_call_internal_p (call))
    {
      if (gimple_call_internal_fn (call) != IFN_ATOMIC_COMPARE_EXCHANGE)
	return false;
      cas = true;
    }
  else if (nvptx_cmp_swap_p (call))
    cas = true;
  else if (!gimple_call_fndecl (call)
	   || !fndecl_built_in_p (gimple_call_fndecl (call), BUILT_IN_NORMAL))
    /* Not gimple_call_builtin_p, which also wants the arguments to match
       the builtin's prototype: once msp has given the pointer argument
       its space (msp_set_atomic_pointer), they no longer do.  */
    return false;
  else
    {
      enum built_in_function code
	= DECL_FUNCTION_CODE (gimple_call_fndecl (call));
      cas = ((code >= BUILT_IN_SYNC_BOOL_COMPARE_AND_SWAP_N
	      && code <= BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_16)
	     || (code >= BUILT_IN_ATOMIC_COMPARE_EXCHANGE_N
		 && code <= BUILT_IN_ATOMIC_COMPARE_EXCHANGE_16));
      if (!cas
	  && !(code >= BUILT_IN_ATOMIC_TEST_AND_SET
	       && code <= BUILT_IN_ATOMIC_FETCH_OR_16)
	  && !(code >= BUILT_IN_SYNC_FETCH_AND_ADD_N
	       && code <= BUILT_IN_SYNC_LOCK_RELEASE_16))
	return false;
    }
  if (cas && n < 3)
    return false;
  *first = cas ? 2 : 1;
  *end = cas ? 3 : n;
  return true;
}

/* The nvptx compare-and-swap builtin at GSI is to operate on PTR, a
   pointer msp qualified.  nvptx_expand_cmp_swap builds its MEM with
   gen_rtx_MEM, in the generic space whatever PTR's type says, so replace
   the call by .ATOMIC_COMPARE_EXCHANGE, whose expansion
   (expand_ifn_atomic_compare_exchange, get_builtin_sync_mem) takes the
   space from PTR's type.  Both end in the insn
   atomic_compare_and_swap<mode>_1 with the same memory model: the
   builtin passes const0_rtx, MEMMODEL_RELAXED, and so does the
   replacement, for success and failure.  The old value is the real part
   of the internal function's complex result, as in
   fold_builtin_atomic_compare_exchange.  */

static void
lower_nvptx_cmp_swap (gimple_stmt_iterator *gsi, tree ptr)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));
  tree lhs = gimple_call_lhs (call);
  tree itype = TREE_TYPE (TREE_TYPE (gimple_call_fndecl (call)));
  tree relaxed = build_int_cst (integer_type_node, MEMMODEL_RELAXED);
  tree flags = build_int_cst (integer_type_node, int_size_in_bytes (itype));

  gcall *g = gimple_build_call_internal (IFN_ATOMIC_COMPARE_EXCHANGE, 6,
					 ptr, gimple_call_arg (call, 1),
					 gimple_call_arg (call, 2), flags,
					 relaxed, relaxed);
  tree result = make_ssa_name (build_complex_type (itype));
  gimple_call_set_lhs (g, result);
  gimple_set_location (g, gimple_location (call));
  gimple_move_vops (g, call);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  gimple *old = gimple_build_assign (lhs, REALPART_EXPR,
				     build1 (REALPART_EXPR, itype, result));
  gsi_replace (gsi, old, false);
}

/* Make the atomic CALL at GSI operate on PTR, the copy of its first
   argument in the space msp resolved it to; return false if it cannot
   (an nvptx compare-and-swap whose result is unused, which the
   reductions never make).  GSI stays at the statement that replaces
   CALL.  */

bool
msp_set_atomic_pointer (gimple_stmt_iterator *gsi, tree ptr)
{
  gcall *call = as_a <gcall *> (gsi_stmt (*gsi));

  if (nvptx_cmp_swap_p (call))
    {
      if (!gimple_call_lhs (call))
	return false;
      lower_nvptx_cmp_swap (gsi, ptr);
    }
  else
    {
      gimple_call_set_arg (call, 0, ptr);
      update_stmt (call);
    }
  return true;
}
