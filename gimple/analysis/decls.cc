/* decls.cc -- where a declaration's storage is.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The space of the object a declaration names, which the address &DECL
   points into (msp_decl_mask), in the function a context describes:
   the data area the nvptx backend gives static data (data-area.cc),
   the frame of automatic variables (facts.cc), the caller's copy of a
   parameter passed by reference and the caller's return slot (the
   unit's facts), the OpenACC private variables; which types and
   parameters the rules follow at all; and whether a reference based on
   a declaration has a variable index.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/callgraph.h"
#include "core/data-area.h"
#include "core/facts.h"
#include "gimple/analysis/decls.h"

/* True if values of TYPE may carry pointer bits msp follows: every
   register type (pointers, integers of any width, floating point,
   vectors, complex).  Aggregates are never SSA values.  */

bool
msp_tracked_type_p (const_tree type)
{
  return is_gimple_reg_type (CONST_CAST_TREE (type));
}

/* True if the parameter PARM is passed by invisible reference: the
   rules of calls.cc, pass_by_reference, which the middle end applies
   before the target's: types that must not be copied, variable-sized
   types; then nvptx_pass_by_reference, which passes aggregates and
   vectors in memory.  nvptx defines no callee copies.  (pass_by_reference
   itself is not called: its mangled name names nvptx's CUMULATIVE_ARGS,
   which the host compiler msp also loads into does not have.)  */

bool
msp_passed_by_reference_p (const_tree parm)
{
  return msp_type_passed_by_reference_p (TREE_TYPE (parm));
}

/* True if an argument of TYPE is passed by invisible reference (see
   msp_passed_by_reference_p): besides aggregates, nvptx passes vectors
   and scalars wider than 64 bits (__int128) so, as the address of a
   copy the caller makes in its frame.  */

bool
msp_type_passed_by_reference_p (tree type)
{
  if (TREE_ADDRESSABLE (type) || !TYPE_SIZE (type)
      || !poly_int_tree_p (TYPE_SIZE (type)))
    return true;
  if (TREE_CODE (type) == RECORD_TYPE && TYPE_TRANSPARENT_AGGR (type)
      && first_field (type))
    type = TREE_TYPE (first_field (type));
  return targetm.calls.pass_by_reference (pack_cumulative_args (NULL),
					  function_arg_info (type, true));
}

/* True if DECL is the link pointer of a "declare target link" variable.
   In the offload compiler, lto.cc (offload_handle_link_vars) makes one
   artificial static pointer per such variable and gives the variable
   the value expression *DECL; pass omp_target_link then replaces every
   reference to the variable with a load of DECL.  libgomp writes into it
   the device address of the variable's mapped copy (target.c,
   gomp_map_vars_internal, for GOMP_MAP_LINK), which cuMemAlloc made in
   global memory; the program never writes it.  */

bool
msp_link_pointer_p (const_tree decl)
{
  if (!VAR_P (decl) || !DECL_ARTIFICIAL (decl) || !TREE_STATIC (decl)
      || !POINTER_TYPE_P (TREE_TYPE (decl)))
    return false;
  varpool_node *var;
  FOR_EACH_VARIABLE (var)
    if (DECL_HAS_VALUE_EXPR_P (var->decl)
	&& lookup_attribute ("omp declare target link",
			     DECL_ATTRIBUTES (var->decl)))
      {
	tree expr = DECL_VALUE_EXPR (var->decl);
	if (TREE_CODE (expr) == MEM_REF && TREE_OPERAND (expr, 0) == decl)
	  return true;
      }
  return false;
}

/* The mask of the storage of DECL, for the address &DECL, in the
   function CTX describes.  CTX may be NULL where it has nothing to add
   (after ipmsp, or for static data): its OpenACC private variables.  */

msp_mask
msp_decl_mask (const_tree decl, const msp_fn_ctx *ctx)
{
  if (TREE_CODE (decl) == STRING_CST)
    /* A string literal, in the constant pool (output_constant_def): the
       data area the backend places it in (core/data-area.cc).  */
    return msp_decl_area_mask (CONST_CAST_TREE (decl));

  if (TREE_CODE (decl) == FUNCTION_DECL)
    /* Code: a function's address is a handle for calls, never an address
       of data in any state space.  */
    return MSP_EMPTY;

  if (TREE_CODE (decl) == CONST_DECL)
    {
      /* A named constant whose address is taken: gfortran passes a
	 constant actual argument by reference so (trans-expr.cc,
	 gfc_conv_expr_reference).  expand takes the address of a
	 CONST_DECL as that of its initializer's copy in the constant
	 pool (expr.cc, expand_expr_addr_expr_1: expand_expr_constant,
	 output_constant_def), whose RTL varasm makes for the constant
	 itself (build_constant_desc calls the encode_section_info hook
	 on it): the data area the backend places that constant in, as
	 for a string literal.  */
      tree init = DECL_INITIAL (decl);
      if (init && CONSTANT_CLASS_P (init))
	return msp_decl_area_mask (init);
      return MSP_UNKNOWN;
    }

  if (TREE_CODE (decl) == RESULT_DECL)
    /* A result in memory is the caller's return slot (the hidden pointer
       of aggregate_value_p results, NRV and the return slot
       optimisation): it points wherever the caller chose, which propagate.cc
       knows for a function whose callers are all known.  */
    {
      tree fn = DECL_CONTEXT (decl);
      if (!fn)
	return MSP_UNKNOWN;
      if (!aggregate_value_p (CONST_CAST_TREE (decl), fn))
	/* Returned in registers: in memory, it is in the frame.  */
	return msp_fn_frame_mask (fn);
      return msp_retslot_mask (fn);
    }

  if (TREE_CODE (decl) == PARM_DECL && msp_passed_by_reference_p (decl)
      && TYPE_MODE (TREE_TYPE (decl)) == BLKmode)
    {
      /* The parameter is the caller's copy, which calls.cc
	 (initialize_argument_information) makes in a temporary of the
	 caller's frame (assign_temp): propagate.cc knows the frames of the
	 callers of a function whose callers are all known.  (A parameter
	 of a mode other than BLKmode is copied into a register, or the
	 callee's own frame when its address is taken: function.cc,
	 assign_parm_setup_reg.  That is the automatic storage below.)  */
      tree fn = DECL_CONTEXT (decl);
      unsigned i = 0;
      for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p), i++)
	if (p == decl)
	  return msp_param_mask (fn, i);
      return MSP_UNKNOWN;
    }

  if (TREE_CODE (decl) != VAR_DECL && TREE_CODE (decl) != PARM_DECL)
    return MSP_UNKNOWN;

  if (msp_gang_private_p (decl))
    /* An OpenACC gang-private variable: the data area the backend
       places it in (core/data-area.cc).  */
    return msp_decl_area_mask (CONST_CAST_TREE (decl));

  if (msp_mask *private_mask
      = (ctx && ctx->oacc_privates
	 ? ctx->oacc_privates->get (CONST_CAST_TREE (decl)) : NULL))
    /* An OpenACC private variable while the markers that list it are
       in the IL, before oaccdevlow (propagate.cc, find_oacc_privates).  */
    return *private_mask;

  if (TREE_CODE (decl) == VAR_DECL
      && lookup_attribute ("omp declare target link",
			   DECL_ATTRIBUTES (decl)))
    /* A "declare target link" variable: libgomp maps it when a target
       region maps it and writes the device address of the mapped copy,
       in global memory (cuMemAlloc), into its link pointer; pass
       omp_target_link replaces every reference to it with a load of that
       pointer.  Whatever data area the variable's own declaration would
       have.  */
    return MSP_GLOBAL;

  if (TREE_CODE (decl) == VAR_DECL && DECL_EXTERNAL (decl))
    /* Not defined in the offload unit: libgomp's or newlib's data, which
       the unit does not write (see msp_load_mask).  */
    return MSP_UNKNOWN | MSP_FOREIGN;

  if (TREE_CODE (decl) == VAR_DECL && TREE_STATIC (decl))
    /* A variable with static storage defined in the unit: the data area
       the backend places it in (core/data-area.cc).  */
    return msp_decl_area_mask (CONST_CAST_TREE (decl));

  if (TREE_CODE (decl) == VAR_DECL
      && lookup_attribute ("omp simt private", DECL_ATTRIBUTES (decl)))
    /* Under -muniform-simt, ompdevlow moves "omp simt private" variables
       into SIMT storage (local) when it can, and leaves them in the frame
       when it cannot; msp does not guess which.  */
    return MSP_UNKNOWN;

  /* Automatic variables, and parameters passed by value whose address is
     taken (the callee copies them into its frame): the frame of the
     function they belong to.  */
  tree fn = decl_function_context (decl);
  if (fn == NULL_TREE && ctx)
    fn = ctx->fun->decl;
  return fn ? msp_fn_frame_mask (fn) : MSP_UNKNOWN;
}

/* True if the reference REF has a variable array index.  Based on a
   declaration, it then stays in memory (no scalar replacement), and the
   backend addresses it through a register (and a generic pointer)
   rather than as symbol+N or %frame+N.  */

bool
msp_variable_index_p (tree ref)
{
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if ((TREE_CODE (ref) == ARRAY_REF || TREE_CODE (ref) == ARRAY_RANGE_REF)
	&& TREE_CODE (TREE_OPERAND (ref, 1)) != INTEGER_CST)
      return true;
  return false;
}
