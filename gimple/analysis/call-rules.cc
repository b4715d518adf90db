/* call-rules.cc -- the rules of calls: what a call returns, what it writes.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every rule about a call, in one place, each naming the GCC or libgomp
   fact it rests on; anything not covered is MSP_UNKNOWN.

   What a call returns (msp_call_masks, the rule of rules.cc for a
   call's result; msp_call_bits): the return facts of a function of the
   unit (its facts, core/facts.cc, which gimple/ipa/propagate.cc
   proves), the result of an internal function, an atomic operation, an
   allocation, an alloca, a builtin that returns into its first
   argument, or a library function (library_call_mask).  The data mask
   is msp_call_mask's, the implicit mask call_implicit's.

   What a call to a function outside the unit writes into the memory
   the unit reads (msp_callee_writes, msp_callee_may_write_p), which
   stores.cc adds to what a statement stores.

   What memory read through a pointer holds is the loads' rule
   (sources.cc, msp_read_through_mask), which the calls that read
   through their arguments share.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/atomics.h"
#include "core/callbacks.h"
#include "core/facts.h"
#include "gimple/analysis/simt.h"
#include "gimple/analysis/sources.h"
#include "gimple/analysis/call-rules.h"

/* The data mask of what the atomic operation CALL (msp_atomic_call_p)
   returns: the old value of the memory its first argument points to,
   or a value its other arguments compute with it; never the pointer
   itself.  */

static msp_mask
atomic_result_mask (const msp_fn_ctx *ctx, gcall *call,
		    const msp_masks &masks)
{
  tree ptr = gimple_call_arg (call, 0);
  msp_mask m = msp_read_through_mask (ctx, msp_operand_mask (ptr, masks));

  for (unsigned i = 1; i < gimple_call_num_args (call); i++)
    m |= msp_operand_mask (gimple_call_arg (call, i), masks);
  return m;
}

/* The mask of the result of the internal function call CALL.  */

static msp_mask
internal_call_mask (const msp_fn_ctx *ctx, gcall *call,
		    const msp_masks &masks)
{
  msp_mask m = MSP_EMPTY;
  internal_fn fn = gimple_call_internal_fn (call);

  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    m |= msp_operand_mask (gimple_call_arg (call, i), masks);

  switch (fn)
    {
    case IFN_GOMP_SIMT_ENTER_ALLOC:
      /* The nvptx expansion of GOMP_SIMT_ENTER_ALLOC (omp_simt_enter in
	 nvptx.md, nvptx_output_softstack_switch) returns a pointer into
	 %simtstack_ar, a .local array.  */
      return MSP_LOCAL;

    case IFN_GOMP_SIMT_ENTER:
      /* Its first argument, the simduid, until ompdevlow.  */
    case IFN_GOMP_SIMT_LANE:
    case IFN_GOMP_SIMT_VF:
    case IFN_GOMP_SIMT_LAST_LANE:
    case IFN_GOMP_SIMT_ORDERED_PRED:
    case IFN_GOMP_SIMT_VOTE_ANY:
    case IFN_GOMP_SIMT_XCHG_BFLY:
    case IFN_GOMP_SIMT_XCHG_IDX:
    case IFN_GOMP_SIMD_LANE:
    case IFN_GOMP_SIMD_VF:
    case IFN_GOMP_SIMD_LAST_LANE:
    case IFN_GOMP_USE_SIMT:
    case IFN_GOACC_DIM_SIZE:
    case IFN_GOACC_DIM_POS:
    case IFN_GOACC_LOOP:
    case IFN_GOACC_TILE:
    case IFN_UNIQUE:
      /* Numbers, or a value of its arguments (the warp shuffles exchange
	 the same variable between the lanes that run the same code).  */
      return m;

    case IFN_ATOMIC_COMPARE_EXCHANGE:
    case IFN_ATOMIC_BIT_TEST_AND_SET:
    case IFN_ATOMIC_BIT_TEST_AND_COMPLEMENT:
    case IFN_ATOMIC_BIT_TEST_AND_RESET:
    case IFN_ATOMIC_ADD_FETCH_CMP_0:
    case IFN_ATOMIC_SUB_FETCH_CMP_0:
    case IFN_ATOMIC_AND_FETCH_CMP_0:
    case IFN_ATOMIC_OR_FETCH_CMP_0:
    case IFN_ATOMIC_XOR_FETCH_CMP_0:
      /* The old value of the memory its first argument points to, and
	 what it computes of its other arguments: never the pointer.  */
      return atomic_result_mask (ctx, call, masks);

    case IFN_GOACC_REDUCTION:
      /* Its arguments, and what it reads through its pointer
	 arguments.  */
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	if (POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, i))))
	  m |= msp_read_through_mask (ctx,
				      msp_operand_mask (gimple_call_arg (call, i),
							masks));
      return m;

    default:
      if (internal_fn_flags (fn) & ECF_CONST)
	/* Computed from its arguments alone.  */
	return m;
      return MSP_UNKNOWN;
    }
}

/* The mask of the result of the call CALL to a function outside the
   unit (the libraries: libgomp, newlib, libgcc), a GCC builtin or not.
   A pointer it returns may point into its own data.  libgomp and newlib
   return pointers only in pointer-typed results; a number or a
   floating-point result is computed from the arguments and what the
   function reads through them, but for the pointer arguments its fnspec
   says do not escape (frexp's output, strlen's string), whose memory
   alone it uses.  */

static msp_mask
library_call_mask (const msp_fn_ctx *ctx, gcall *call,
		   const msp_masks &masks)
{
  tree lhs = gimple_call_lhs (call);
  attr_fnspec fnspec = gimple_call_fnspec (call);
  msp_mask m = MSP_EMPTY;

  if (POINTER_TYPE_P (TREE_TYPE (lhs)))
    return MSP_UNKNOWN | MSP_FOREIGN;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      msp_mask a = msp_operand_mask (arg, masks);
      bool pointer = POINTER_TYPE_P (TREE_TYPE (arg));
      if (!pointer || !fnspec.known_p () || !fnspec.arg_specified_p (i)
	  || !fnspec.arg_noescape_p (i))
	m |= a;
      if (pointer)
	m |= msp_read_through_mask (ctx, a);
    }
  return m;
}

/* The mask of the memory the alloca call STMT of the function CTX
   describes returns: the soft stack, moved by the nvptx expansion
   (allocate_stack), in SIMT storage inside a SIMT region.  Without soft
   stacks (OpenACC) the nvptx backend refuses alloca up to GCC 14, and
   from GCC 15 expands it as PTX alloca, .local memory, where PTX 7.3 is
   allowed: left unknown.  */

static msp_mask
alloca_mask (const msp_fn_ctx *ctx, gimple *stmt)
{
  if (!msp_opts.process_alloca_always || !TARGET_SOFT_STACK)
    return MSP_UNKNOWN;
  if (ctx->simt && ctx->simt->calls.contains (stmt))
    return MSP_LOCAL;
  return msp_fn_frame_mask (ctx->fun->decl);
}

/* The GCC builtin CALL calls, or END_BUILTINS.  Not gimple_call_builtin_p,
   which also wants the arguments to match the builtin's prototype: GCC
   itself calls some with other types (omp-low.cc's GOMP_alloc, GOMP_task
   ...), and the function called is the builtin all the same.  */

static enum built_in_function
builtin_code (const gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);

  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return END_BUILTINS;
  return DECL_FUNCTION_CODE (fndecl);
}

/* The string and memory builtins whose result points into the object
   their first argument points to, or is null, one row each: those that
   return their first argument (C11 7.24.2, 7.24.3 and 7.24.6.1;
   __builtin_assume_aligned) or the end of what they wrote into it (GNU
   mempcpy, POSIX stpcpy and stpncpy), which GCC's points-to analysis
   takes the same way (tree-ssa-structalias.cc,
   find_func_aliases_for_builtin_call: "return a pointer to the same
   object as their first argument points to"), and the searches, which
   return a pointer into the string or array searched (C11 7.24.5).
   What the copies copy, and from where, is their fnspec's (builtins.cc,
   builtin_fnspec: memcpy's second argument is "copied to" its first;
   msp_callee_writes), GCC's fact, not this table's.  */

static const enum built_in_function returns_into_first_arg[] =
{
  /* The first argument.  */
  BUILT_IN_MEMCPY,
  BUILT_IN_MEMMOVE,
  BUILT_IN_MEMSET,
  BUILT_IN_STRCPY,
  BUILT_IN_STRNCPY,
  BUILT_IN_STRCAT,
  BUILT_IN_STRNCAT,
  BUILT_IN_ASSUME_ALIGNED,
  /* The end of what they wrote into it.  */
  BUILT_IN_MEMPCPY,
  BUILT_IN_STPCPY,
  BUILT_IN_STPNCPY,
  /* What they found in it, or null.  */
  BUILT_IN_STRCHR,
  BUILT_IN_STRRCHR,
  BUILT_IN_STRSTR,
  BUILT_IN_STRPBRK,
  BUILT_IN_MEMCHR
};

/* True if CALL calls a builtin of returns_into_first_arg.  */

static bool
returns_into_first_arg_p (const gcall *call)
{
  enum built_in_function code = builtin_code (call);

  if (gimple_call_num_args (call) == 0)
    return false;
  for (unsigned i = 0; i < ARRAY_SIZE (returns_into_first_arg); i++)
    if (returns_into_first_arg[i] == code)
      return true;
  return false;
}

/* The mask of the memory CALL, a call of one of libgomp's allocation
   routines, returns: the allocator is its argument ARG.

   GCC 12 and 13's libgomp has no nvptx allocator of its own
   (libgomp/allocator.c): every allocator and memory space ends in malloc,
   the device heap, global memory.

   From GCC 14, libgomp/config/nvptx/allocator.c serves the low-latency
   memory space from __nvptx_lowlat_pool, the kernel's dynamic .shared
   memory (nvptx_memspace_alloc), and every other space from malloc.  The
   predefined allocators that map to that space
   (predefined_alloc_mapping) are omp_low_lat_mem_alloc and the cgroup,
   pteam and thread allocators; a user's allocator (omp_init_allocator)
   may use it, and omp_null_allocator stands for the default-allocator
   ICV, which OMP_ALLOCATOR may set to any of them.  When the pool is
   full the fallback is global.  So the default, large-capacity, const
   and high-bandwidth allocators, given as constants, return global
   memory, and every other allocator global or .shared memory.  This is
   libgomp's fact, not the compiler's: the libgomp mkoffload links with
   the offload code is the compiler's own release, which
   BUILDING_GCC_MAJOR names.  */

static msp_mask
omp_allocator_mask (const gcall *call, unsigned arg)
{
  if (BUILDING_GCC_MAJOR < 14)
    return MSP_GLOBAL;
  if (gimple_call_num_args (call) <= arg)
    return MSP_UNKNOWN;
  tree allocator = gimple_call_arg (call, arg);
  if (TREE_CODE (allocator) == INTEGER_CST
      && wi::geu_p (wi::to_wide (allocator), 1)
      && wi::leu_p (wi::to_wide (allocator), 4))
    /* omp_default_mem_alloc (1) to omp_high_bw_mem_alloc (4).  */
    return MSP_GLOBAL;
  return MSP_GLOBAL | MSP_SHARED;
}

/* The mask of the value CALL, a call of the function CTX describes,
   returns.  */

msp_mask
msp_call_mask (const msp_fn_ctx *ctx, gcall *call, const msp_masks &masks)
{
  if (gimple_call_internal_p (call))
    return internal_call_mask (ctx, call, masks);

  if (msp_nvptx_builtin_p (call, "worker_addr")
      || msp_nvptx_builtin_p (call, "vector_addr"))
    /* The OpenACC reduction buffers (nvptx_goacc_reduction): the
       expansion, nvptx_expand_shared_addr, returns an address in
       __worker_red, or in this worker's partition of __vector_red, both
       .shared (nvptx_option_override gives both symbols
       DATA_AREA_SHARED; the partition pointer is "cvta.shared" of
       __vector_red plus an offset, nvptx_init_axis_predicate).  */
    return MSP_SHARED;

  unsigned first, end;
  if (msp_atomic_call_p (call, &first, &end))
    return atomic_result_mask (ctx, call, masks);

  switch (builtin_code (call))
    {
    case BUILT_IN_MALLOC:
    case BUILT_IN_CALLOC:
    case BUILT_IN_REALLOC:
    case BUILT_IN_ALIGNED_ALLOC:
      /* nvptx renames malloc/free/realloc to libgcc's __nvptx_malloc
	 wrappers (nvptx_name_replacement), which call the PTX malloc
	 system call: the device heap is global memory.  */
      return MSP_GLOBAL;

    case BUILT_IN_GOMP_ALLOC:
      /* The allocate clause and directive: libgomp's GOMP_alloc
	 (alignment, size, allocator) is omp_aligned_alloc (allocator.c).  */
      return omp_allocator_mask (call, 2);

    case BUILT_IN_ALLOCA:
    case BUILT_IN_ALLOCA_WITH_ALIGN:
    case BUILT_IN_ALLOCA_WITH_ALIGN_AND_MAX:
      /* The nvptx expansion (allocate_stack in nvptx.md) moves the soft
	 stack pointer: global memory, or .local inside SIMT regions and
	 in functions SIMT regions call.  */
      return alloca_mask (ctx, call);

    default:
      if (returns_into_first_arg_p (call)
	  && POINTER_TYPE_P (TREE_TYPE (gimple_call_lhs (call))))
	{
	  msp_mask m = msp_operand_mask (gimple_call_arg (call, 0), masks);
	  return m ? m : MSP_UNKNOWN;
	}
      break;
    }

  tree fndecl = gimple_call_fndecl (call);
  if (fndecl == NULL_TREE)
    /* An indirect call, maybe of a library function.  */
    return MSP_UNKNOWN | MSP_FOREIGN;

  if (tree callee = msp_callee_with_facts (call))
    /* A function of the unit: what its return statements return
       (propagate.cc).  */
    return msp_return_mask (callee);

  if (DECL_NAME (fndecl) && DECL_EXTERNAL (fndecl) && TREE_PUBLIC (fndecl)
      && POINTER_TYPE_P (TREE_TYPE (gimple_call_lhs (call))))
    {
      /* libgomp's allocation routines (omp.h), and the argument each
	 takes the allocator in.  */
      static const struct { const char *name; unsigned allocator; }
      omp_allocators[] = {
	{ "omp_alloc", 1 }, { "omp_aligned_alloc", 2 }, { "omp_calloc", 2 },
	{ "omp_aligned_calloc", 3 }, { "omp_realloc", 2 }, { NULL, 0 }
      };
      const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
      for (int i = 0; omp_allocators[i].name; i++)
	if (!strcmp (name, omp_allocators[i].name))
	  return omp_allocator_mask (call, omp_allocators[i].allocator);
    }

  return library_call_mask (ctx, call, masks);
}

/* True if the function outside the unit FNDECL, which GCC does not
   describe, stores nothing into the memory of its caller: newlib's
   assertion failure (it prints its arguments and aborts) and output
   functions (nvptx newlib's printf hands its arguments to the PTX
   vprintf system call), and libgomp's omp_* API, whose pointer
   arguments are locks, which it writes numbers into, and allocations,
   which it frees.  */

static bool
store_nothing_p (tree fndecl)
{
  static const char *const names[] =
    { "__assert_func", "__assert_fail", "abort", "exit", "printf", "puts",
      "putchar", "vprintf", "fprintf", "fputs", "fputc", "fwrite", NULL };

  static const char builtin_prefix[] = "__builtin_";

  if (!DECL_NAME (fndecl) || !TREE_PUBLIC (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  /* GCC's folders call the library through the explicit builtin
     (fputs of a literal becomes __builtin_fwrite).  */
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      && !strncmp (name, builtin_prefix, sizeof builtin_prefix - 1))
    name += sizeof builtin_prefix - 1;
  if (!strncmp (name, "omp_", 4))
    return true;
  for (int i = 0; names[i]; i++)
    if (!strcmp (name, names[i]))
      return true;
  return false;
}

/* How the call CALL, to a function outside the unit, may write memory.  */

enum callee_writes
{
  WRITES_NOTHING,	/* No memory the unit reads.  */
  WRITES_FNSPEC,	/* Only what its fnspec describes.  */
  WRITES_TEXT,		/* Text, printing no pointer argument's value.  */
  WRITES_ANYTHING	/* Anything, its arguments included.  */
};

/* True if the printf format of argument FORMAT of the call CALL is a
   string literal that prints no address: no conversion prints the value
   of a pointer (C11 7.21.6.1: "%p" prints one, "%s" the string a
   pointer points to, "%n" writes an int through one), and, where the
   arguments follow the format (VARIADIC), each conversion consumes an
   argument of the kind it converts, so that no pointer is printed as a
   number either.  A format msp does not read whole (a variable, "%1$d",
   a conversion C11 does not define) prints anything.  */

static bool
format_prints_no_address_p (gcall *call, unsigned format, bool variadic)
{
  const char *s = c_getstr (gimple_call_arg (call, format));
  unsigned arg = format + 1, nargs = gimple_call_num_args (call);

  if (s == NULL)
    return false;
  for (; *s; s++)
    {
      if (*s != '%')
	continue;
      if (*++s == '%')
	continue;
      /* Flags, width, precision and length; a '*' consumes an int.  */
      for (; *s && strchr ("-+ #0123456789.*hljztL", *s); s++)
	if (*s == '*' && variadic)
	  {
	    if (arg >= nargs
		|| !INTEGRAL_TYPE_P (TREE_TYPE (gimple_call_arg (call, arg))))
	      return false;
	    arg++;
	  }
      if (*s == '\0' || !strchr ("diouxXfFeEgGaAcsn", *s))
	return false;
      if (variadic)
	{
	  if (arg >= nargs)
	    return false;
	  tree type = TREE_TYPE (gimple_call_arg (call, arg++));
	  if (POINTER_TYPE_P (type) != (*s == 's' || *s == 'n'))
	    return false;
	}
    }
  return true;
}

/* True if the call CALL, to a function outside the unit, is one of the
   C library's formatted output functions into a string (C11 7.21.6.5,
   6, 12 and 13, and GCC's checking variants of them) whose format prints
   no address (format_prints_no_address_p).  They keep nothing, and
   write characters into their first argument: the text of their
   numeric arguments and of the strings their pointer arguments point to
   (and an int for "%n").  */

static bool
string_output_p (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);

  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (fndecl))
    {
    case BUILT_IN_SPRINTF:
      return format_prints_no_address_p (call, 1, true);
    case BUILT_IN_SNPRINTF:
      return format_prints_no_address_p (call, 2, true);
    case BUILT_IN_VSPRINTF:
      return format_prints_no_address_p (call, 1, false);
    case BUILT_IN_VSNPRINTF:
      return format_prints_no_address_p (call, 2, false);
    case BUILT_IN_SPRINTF_CHK:
      return format_prints_no_address_p (call, 3, true);
    case BUILT_IN_SNPRINTF_CHK:
      return format_prints_no_address_p (call, 4, true);
    case BUILT_IN_VSPRINTF_CHK:
      return format_prints_no_address_p (call, 3, false);
    case BUILT_IN_VSNPRINTF_CHK:
      return format_prints_no_address_p (call, 4, false);
    default:
      return false;
    }
}

static enum callee_writes
callee_writes_kind (gcall *call)
{
  if (gimple_call_flags (call) & (ECF_CONST | ECF_PURE | ECF_NOVOPS))
    return WRITES_NOTHING;
  if (gimple_call_internal_p (call))
    /* Of the internal functions that write memory, the unit sees the
       atomics and .GOACC_REDUCTION (propagate.cc); the vectoriser's masked
       stores nvptx has none of; the markers and SIMT operations of the
       OpenMP and OpenACC lowering write none the unit reads.  */
    return (internal_store_fn_p (gimple_call_internal_fn (call))
	    ? WRITES_ANYTHING : WRITES_NOTHING);
  struct msp_callback cbs[2];
  if (msp_callbacks_of (call, cbs))
    /* libgomp keeps the callback and its data in its own structures, and
       copies the data for a task into a buffer the task reads through
       its parameter (callbacks.cc), which loads then read as any other
       memory.  */
    return WRITES_NOTHING;
  attr_fnspec fnspec = gimple_call_fnspec (call);
  if (fnspec.known_p () && !fnspec.global_memory_written_p ())
    {
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	if (!fnspec.arg_specified_p (i)
	    ? POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, i)))
	    : fnspec.arg_maybe_written_p (i))
	  return WRITES_FNSPEC;
      return WRITES_NOTHING;
    }
  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && store_nothing_p (fndecl))
    return WRITES_NOTHING;
  if (string_output_p (call))
    return WRITES_TEXT;
  return WRITES_ANYTHING;
}

/* True if the call CALL, to a function outside the unit, may write
   memory the unit reads (even bits of no pointer).  */

bool
msp_callee_may_write_p (gcall *call)
{
  unsigned first, end;

  return (msp_atomic_call_p (call, &first, &end)
	  || callee_writes_kind (call) != WRITES_NOTHING);
}

/* The pointer bits the call CALL, to a function outside the unit, may
   store into memory the unit reads; set *WHY to what it is when it is
   not MSP_EMPTY.

   The atomic builtins store their value arguments.  For the others,
   msp uses what GCC knows of them: a call that is const or pure writes
   nothing, and the fnspec of a builtin (builtins.cc, builtin_fnspec;
   attr-fnspec.h) says which arguments' memory it writes, which memory
   it copies where (memcpy: the second argument's to the first's), and
   which pointers do not escape (are not stored anywhere).  What such a
   function writes is computed from its arguments and from what it reads
   through them, so it may hold the bits of every argument but the
   pointers that do not escape, and of the memory it reads (which the
   memory mask covers, or which is foreign); a function that writes a
   value of pointer type (posix_memalign) may write a pointer of its
   own.  A function GCC does not describe keeps its arguments: it may
   write any of them, and what it reads through them (sprintf of a
   pointer with "%p", strtoul's end pointer), but for the functions of
   store_nothing_p, and those of string_output_p, which write what they
   read and their numeric arguments but no pointer argument.  Without
   IMPLICIT, only the data masks (verify.cc).  */

msp_mask
msp_callee_writes (gcall *call, const msp_masks &masks, const char **why,
		   bool implicit)
{
  unsigned first, end;
  msp_mask m = MSP_EMPTY;

  if (msp_atomic_call_p (call, &first, &end))
    {
      tree ptr = gimple_call_arg (call, 0);
      if (implicit)
	m = msp_value_implicit (ptr, masks);
      for (unsigned i = first; i < end; i++)
	m |= (implicit ? msp_value_bits (gimple_call_arg (call, i), masks)
	      : msp_value_mask (gimple_call_arg (call, i), masks));
      *why = "atomic store of a pointer that may point outside global memory";
      return m;
    }

  enum callee_writes kind = callee_writes_kind (call);
  if (kind == WRITES_NOTHING)
    return MSP_EMPTY;

  attr_fnspec fnspec = gimple_call_fnspec (call);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      msp_mask a = msp_operand_mask (arg, masks);
      msp_mask bits = (implicit ? msp_value_bits (arg, masks)
		       : msp_value_mask (arg, masks));
      bool pointer = POINTER_TYPE_P (TREE_TYPE (arg));
      bool specified = kind == WRITES_FNSPEC && fnspec.arg_specified_p (i);
      unsigned to;

      bool copied = specified && fnspec.arg_copied_to_arg_p (i, &to);
      if (!pointer
	  || (!specified && kind != WRITES_TEXT)
	  || (specified && !(fnspec.arg_noescape_p (i) || copied)))
	/* The value itself (a copy's source is only copied from; a
	   pointer given to string_output_p's functions is not printed).  */
	m |= bits;
      if (pointer && (!specified || fnspec.arg_maybe_read_p (i) || copied))
	/* What it reads through it.  */
	m |= msp_read_through_mask (NULL, a);
      if (pointer)
	/* Where it reads or writes (msp_address_implicit).  */
	m |= bits & ~a;
      if (pointer && specified && fnspec.arg_maybe_written_p (i)
	  && fnspec.arg_access_size_given_by_type_p (i)
	  && POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (arg))))
	/* A pointer it makes.  */
	m |= MSP_UNKNOWN | MSP_FOREIGN;
    }
  *why = (kind == WRITES_FNSPEC
	  ? "library function writing what it computes from a pointer"
	  : kind == WRITES_TEXT
	  ? "formatted output of what a pointer points to"
	  : "pointer that may point outside global memory passed to a "
	    "function outside the unit");
  return m;
}

/* The implicit mask of the value the call CALL returns: what a function
   of the unit returns (its return facts, gimple/ipa/propagate.cc), or
   the implicit masks of the arguments of any other call, whose result
   msp_call_mask computes from their data masks and what memory
   holds.  */

static msp_mask
call_implicit (gcall *call, const msp_masks &masks)
{
  msp_mask m = MSP_EMPTY;

  if (tree callee = msp_callee_with_facts (call))
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

/* The data and implicit masks of the value the call CALL of the
   function CTX describes returns, into *DATA and *IMPLICIT: the rule of
   a call's result (rules.cc).  */

void
msp_call_masks (const msp_fn_ctx *ctx, gcall *call, const msp_masks &masks,
		msp_mask *data, msp_mask *implicit)
{
  *data = msp_call_mask (ctx, call, masks);
  *implicit = call_implicit (call, masks);
}
