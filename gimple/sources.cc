/* sources.cc -- where pointers of GCC offload code come from.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Each function here gives the mask of one kind of pointer source, and
   each rule names the GCC 12 or libgomp fact it rests on.  A wrong space
   is a silent miscompile, so anything not covered is MSP_UNKNOWN.  The
   propagation through pointer arithmetic, copies, PHIs and integers is in
   resolve.cc.  */

#include "msp-gcc.h"
#include "msp.h"
#include "resolve.h"

/* True if values of TYPE may carry a pointer msp follows: pointers and
   references, and, with -fplugin-arg-msp-track-int2ptr, integers as wide
   as a pointer (ivopts keeps pointers in such integers).  */

bool
msp_tracked_type_p (const_tree type)
{
  if (POINTER_TYPE_P (type))
    return true;
  return (msp_opts.track_int2ptr
	  && INTEGRAL_TYPE_P (type)
	  && TYPE_PRECISION (type) == POINTER_SIZE);
}

/* True if FNDECL is an offload kernel's body: the function that libgomp
   calls with the offload data block.  omp-expand.cc marks the outlined
   bodies of OpenMP target regions and OpenACC compute constructs alike
   with "omp target entrypoint"; for OpenMP the nvptx backend writes an
   .entry trampoline that passes the block on (write_omp_entry), for
   OpenACC the function itself is the .entry.  */

bool
msp_entry_function_p (const_tree fndecl)
{
  return lookup_attribute ("omp target entrypoint",
			   DECL_ATTRIBUTES (fndecl)) != NULL_TREE;
}

/* The mask of automatic storage (addressable locals, alloca).  OpenMP
   offload code is compiled with -mgomp, which implies -msoft-stack: frames
   live on per-warp soft stacks that libgomp allocates in global memory
   (nvptx.cc: the frame is carved from __nvptx_stacks[], which the entry
   trampoline points into the "stack" block libgomp passes).  Without soft
   stacks (OpenACC) a frame is the .local array %frame_ar.  With
   -fplugin-arg-msp-process-alloca-always=0 automatic storage stays
   generic.  */

msp_mask
msp_automatic_mask (void)
{
  if (!msp_opts.process_alloca_always)
    return MSP_UNKNOWN;
  return TARGET_SOFT_STACK ? MSP_GLOBAL : MSP_LOCAL;
}

/* The mask of the storage of DECL, for the address &DECL.  */

msp_mask
msp_decl_mask (const_tree decl)
{
  if (TREE_CODE (decl) == STRING_CST)
    /* nvptx_encode_section_info gives TREE_CONSTANT data, which string
       literals are, the .const area.  */
    return MSP_CONST;

  if (TREE_CODE (decl) != VAR_DECL
      && TREE_CODE (decl) != PARM_DECL
      && TREE_CODE (decl) != RESULT_DECL)
    return MSP_UNKNOWN;

  if (TREE_CODE (decl) == VAR_DECL
      && lookup_attribute ("oacc gang-private", DECL_ATTRIBUTES (decl)))
    /* nvptx_goacc_expand_var_decl places OpenACC gang-private variables
       in the .shared array __gang_private_shared.  */
    return MSP_SHARED;

  if (TREE_CODE (decl) == VAR_DECL
      && (TREE_STATIC (decl) || DECL_EXTERNAL (decl)))
    {
      /* The data areas of nvptx_encode_section_info.  */
      if (TREE_CONSTANT (decl))
	return MSP_CONST;
      if (lookup_attribute ("shared", DECL_ATTRIBUTES (decl)))
	return MSP_SHARED;
      return TREE_READONLY (decl) ? MSP_CONST : MSP_GLOBAL;
    }

  if (TREE_CODE (decl) == VAR_DECL
      && lookup_attribute ("omp simt private", DECL_ATTRIBUTES (decl)))
    /* Under -muniform-simt, ompdevlow moves "omp simt private" variables
       into SIMT storage (local) when it can, and leaves them in the frame
       when it cannot; msp does not guess which.  */
    return MSP_UNKNOWN;

  /* Automatic variables, parameters and results in memory.  */
  return msp_automatic_mask ();
}

/* The mask of the value of the default definition NAME in FUN: a
   parameter's incoming value, or an uninitialised variable.  */

msp_mask
msp_default_def_mask (function *fun, tree name)
{
  tree var = SSA_NAME_VAR (name);

  if (var == NULL_TREE || TREE_CODE (var) != PARM_DECL)
    /* Reading an uninitialised variable is undefined; it points
       nowhere.  */
    return MSP_EMPTY;

  if (POINTER_TYPE_P (TREE_TYPE (name))
      && msp_opts.param_always_point_to_global
      && msp_entry_function_p (fun->decl))
    /* The kernel's only parameter is the offload data block, which libgomp
       allocates in device memory (GOMP_OFFLOAD_run and
       GOMP_OFFLOAD_openacc_exec copy it there with cuMemAlloc) and passes
       through gomp_nvptx_main or as the .entry's parameter.  */
    return MSP_GLOBAL;

  if (POINTER_TYPE_P (TREE_TYPE (name))
      && var == DECL_ARGUMENTS (fun->decl))
    /* The data block of a function only libgomp calls back
       (callbacks.cc).  */
    return msp_callback_param_mask (fun->decl);

  return MSP_UNKNOWN;
}

/* The mask of the pointer that CALL returns.  */

msp_mask
msp_call_mask (gcall *call, const msp_masks &masks)
{
  if (gimple_call_internal_p (call))
    {
      if (gimple_call_internal_fn (call) == IFN_GOMP_SIMT_ENTER_ALLOC)
	/* The nvptx expansion of GOMP_SIMT_ENTER_ALLOC (omp_simt_enter
	   in nvptx.md) returns a pointer into %simtstack_ar, a .local
	   array.  */
	return MSP_LOCAL;
      return MSP_UNKNOWN;
    }

  if (msp_nvptx_builtin_p (call, "worker_addr")
      || msp_nvptx_builtin_p (call, "vector_addr"))
    /* The OpenACC reduction buffers (nvptx_goacc_reduction): the
       expansion, nvptx_expand_shared_addr, returns an address in
       __worker_red, or in this worker's partition of __vector_red, both
       .shared (nvptx_option_override gives both symbols
       DATA_AREA_SHARED; the partition pointer is "cvta.shared" of
       __vector_red plus an offset, nvptx_init_axis_predicate).  */
    return MSP_SHARED;

  if (gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    switch (DECL_FUNCTION_CODE (gimple_call_fndecl (call)))
      {
      case BUILT_IN_MALLOC:
      case BUILT_IN_CALLOC:
      case BUILT_IN_REALLOC:
      case BUILT_IN_ALIGNED_ALLOC:
	/* nvptx renames malloc/free/realloc to libgcc's __nvptx_malloc
	   wrappers (nvptx_name_replacement), which call the PTX malloc
	   system call: the device heap is global memory.  */
	return MSP_GLOBAL;

      case BUILT_IN_ALLOCA:
      case BUILT_IN_ALLOCA_WITH_ALIGN:
      case BUILT_IN_ALLOCA_WITH_ALIGN_AND_MAX:
	/* nvptx_expand_alloca: from the soft stack, or .local.  */
	return msp_automatic_mask ();

      case BUILT_IN_MEMCPY:
      case BUILT_IN_MEMMOVE:
      case BUILT_IN_MEMSET:
      case BUILT_IN_MEMPCPY:
      case BUILT_IN_STRCPY:
      case BUILT_IN_STRNCPY:
      case BUILT_IN_STRCAT:
      case BUILT_IN_STRNCAT:
      case BUILT_IN_STPCPY:
      case BUILT_IN_STRCHR:
      case BUILT_IN_STRRCHR:
      case BUILT_IN_STRSTR:
      case BUILT_IN_STRPBRK:
      case BUILT_IN_MEMCHR:
      case BUILT_IN_ASSUME_ALIGNED:
	/* These return a pointer into their first argument's object (or
	   null).  */
	if (gimple_call_num_args (call) > 0)
	  {
	    msp_mask m = msp_operand_mask (gimple_call_arg (call, 0), masks);
	    return m ? m : MSP_UNKNOWN;
	  }
	return MSP_UNKNOWN;

      default:
	return MSP_UNKNOWN;
      }

  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && DECL_NAME (fndecl))
    {
      const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
      static const char *const omp_allocators[] =
	{ "omp_alloc", "omp_aligned_alloc", "omp_calloc",
	  "omp_aligned_calloc", "omp_realloc", NULL };

      /* GCC 12's libgomp has no nvptx allocator of its own
	 (libgomp/allocator.c): every predefined allocator and memory space
	 ends in malloc, that is global memory.  GCC 13 adds .shared
	 low-latency memory here; plugin_init refuses any GCC but 12.  */
      if (!DECL_EXTERNAL (fndecl) || !TREE_PUBLIC (fndecl))
	return MSP_UNKNOWN;
      for (int i = 0; omp_allocators[i]; i++)
	if (!strcmp (name, omp_allocators[i]))
	  return MSP_GLOBAL;
    }
  return MSP_UNKNOWN;
}

/* If OP is a kernel's offload data block (the entry parameter) or a
   field of it, return true.  */

static bool
entry_block_ref_p (tree ref)
{
  tree base = get_base_address (ref);

  if (!base || TREE_CODE (base) != MEM_REF)
    return false;
  tree ptr = TREE_OPERAND (base, 0);
  return (TREE_CODE (ptr) == SSA_NAME
	  && SSA_NAME_IS_DEFAULT_DEF (ptr)
	  && SSA_NAME_VAR (ptr)
	  && TREE_CODE (SSA_NAME_VAR (ptr)) == PARM_DECL
	  && msp_entry_function_p (current_function_decl));
}

/* The mask of a pointer that STMT loads from the memory reference
   REF.  */

msp_mask
msp_load_mask (gimple *stmt, tree ref, const msp_masks &)
{
  if (!msp_opts.track_indir_load)
    return MSP_UNKNOWN;

  /* Only pointers; an integer loaded from memory is not followed.  */
  if (!POINTER_TYPE_P (TREE_TYPE (gimple_get_lhs (stmt))))
    return MSP_UNKNOWN;

  if (msp_opts.param_always_point_to_global && entry_block_ref_p (ref))
    /* The host side of libgomp fills the data block: device addresses
       of mapped data (global), host values of firstprivate pointers
       (host memory, which a kernel can only reach as global memory) and
       device pointers (omp_target_alloc, acc_malloc: global).  None can
       point into the .shared, .local or .const memory of a kernel that
       has not started yet.  */
    return MSP_GLOBAL;

  if (msp_unit_stores_only_global)
    /* gimple/unit.cc proved that no code of this offload unit stores a
       pointer that may point outside global memory, and that no static
       initialiser holds one; the host and libgomp store only global or
       host addresses.  */
    return MSP_GLOBAL;

  return MSP_UNKNOWN;
}
