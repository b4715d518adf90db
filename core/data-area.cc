/* data-area.cc -- the state space the nvptx backend gives the data it
   places.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   The nvptx backend places three kinds of data in data areas of its
   own, and this file is msp's one rule for all of them, which the
   GIMPLE layer (gimple/analysis/decls.cc, msp_decl_mask) and the RTL one
   (rtl-resolve.cc) both call:

   - variables with static storage defined in the unit and constants
     (string literals ...): where they live is the backend's choice,
     and it changed between releases: GCC 12 to 14 put read-only data
     (TREE_READONLY variables, TREE_CONSTANT constants) in .const and
     variables with the "shared" attribute in .shared, GCC 15 (PR
     target/119573) puts every other variable in .global and emits
     constants as .global data of the generic area, and a release may
     have had that change backported.  So msp does not encode the rule:
     it asks the backend (below);
   - OpenACC gang-private variables: oaccdevlow gives them the "oacc
     gang-private" attribute (nvptx_goacc_adjust_private_decl), and
     nvptx_goacc_expand_var_decl places them in the array
     __gang_private_shared;
   - the backend's own buffers, which only RTL sees: the broadcast
     buffer __oacc_bcast and the reduction buffers __worker_red and
     __vector_red.

   nvptx_encode_section_info (the encode_section_info hook), which varasm
   calls when it makes the RTL of a variable (make_decl_rtl) or of a
   constant (build_constant_desc), records the data area in the
   machine-dependent flags of the SYMBOL_REF (SYMBOL_DATA_AREA, enum
   nvptx_data_area in nvptx.cc), and nvptx_option_override gives the
   symbols of the buffers and of __gang_private_shared DATA_AREA_SHARED.
   The backend prints every use of a symbol's address from its area
   (nvptx_maybe_convert_symbolic_operand: a "cvta" of that area, none
   for the generic area), and the table of spaces (core/spaces.cc)
   says which space each area is.  At RTL msp reads the flags of the
   symbol.  At GIMPLE it reads those of the decl's RTL when varasm has
   made it, and otherwise calls the hook on a SYMBOL_REF of its own: the
   hook decides from the decl alone, so varasm will get the same answer
   later.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/data-area.h"

/* The data area of the SYMBOL_REF SYM (SYMBOL_DATA_AREA in nvptx.cc).  */
#define NVPTX_SYMBOL_AREA(SYM) \
  ((SYMBOL_REF_FLAGS (SYM) >> SYMBOL_FLAG_MACH_DEP_SHIFT) & 7)

/* The mask of the memory the data symbol SYM, or SYM plus a constant,
   names: the space of its data area.  The generic area is the backend's
   "no area": functions, and from GCC 15 constants; msp does not know
   where those are.  */

msp_mask
msp_symbol_mask (const_rtx sym)
{
  if (GET_CODE (sym) == CONST && GET_CODE (XEXP (sym, 0)) == PLUS
      && CONST_INT_P (XEXP (XEXP (sym, 0), 1)))
    sym = XEXP (XEXP (sym, 0), 0);
  if (GET_CODE (sym) != SYMBOL_REF || SYMBOL_REF_FUNCTION_P (sym))
    return MSP_UNKNOWN;
  const struct msp_space *s = msp_space_of_area (NVPTX_SYMBOL_AREA (sym));
  return s ? s->mask : MSP_UNKNOWN;
}

/* True if DECL is an OpenACC gang-private variable (the head of the
   file).  */

bool
msp_gang_private_p (const_tree decl)
{
  return (VAR_P (decl)
	  && lookup_attribute ("oacc gang-private", DECL_ATTRIBUTES (decl)));
}

/* The mask of the storage of DECL, a variable with static storage
   defined in the unit, a constant (STRING_CST ...) or a gang-private
   variable: the space of the data area the backend places it in (the
   head of the file).  */

msp_mask
msp_decl_area_mask (tree decl)
{
  if (msp_gang_private_p (decl))
    return msp_space_of_area (NVPTX_AREA_SHARED)->mask;

  if (DECL_P (decl) && DECL_RTL_SET_P (decl))
    {
      rtx rtl = DECL_RTL (decl);
      if (MEM_P (rtl) && GET_CODE (XEXP (rtl, 0)) == SYMBOL_REF)
	return msp_symbol_mask (XEXP (rtl, 0));
      return MSP_UNKNOWN;
    }

  if (VAR_P (decl) && DECL_INITIAL (decl)
      && lookup_attribute ("shared", DECL_ATTRIBUTES (decl)))
    /* The hook reports an error for an initialised .shared variable;
       varasm's call will, once.  */
    return MSP_UNKNOWN;

  rtx sym = gen_rtx_SYMBOL_REF (Pmode, "*msp-probe");
  targetm.encode_section_info (decl, gen_rtx_MEM (BLKmode, sym), true);
  return msp_symbol_mask (sym);
}
