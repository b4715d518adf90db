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
     it asks the backend (below), constants included;
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
   later.

   A constant of the generic area (GCC 15 on) is still in one space:
   varasm writes every constant it gives RTL (output_constant_def, the
   constant pool of trees: string literals, the initializers of
   CONST_DECLs) by assemble_constant_contents, which declares it by the
   declare_constant_name hook, then writes its value and calls the
   decl_end hook; nvptx_asm_declare_constant_name prints the PTX
   declaration, whose first word is the state space (".const" in GCC 12
   to 14, ".global" from GCC 15), and the backend takes the address of
   a generic-area symbol as it is (no cvta), which for .global data is
   its generic address.  msp has the two hooks write the declaration of
   the constant into a stream of its own, and reads that word
   (msp_constant_mask).  The hooks write nothing else and leave no
   state: nvptx_assemble_decl_begin sets up init_frag, which
   nvptx_assemble_decl_end closes, and msp calls them only in its
   passes, never while varasm writes a variable.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/data-area.h"

/* The data area of the SYMBOL_REF SYM (SYMBOL_DATA_AREA in nvptx.cc).  */
#define NVPTX_SYMBOL_AREA(SYM) \
  ((SYMBOL_REF_FLAGS (SYM) >> SYMBOL_FLAG_MACH_DEP_SHIFT) & 7)

/* The mask of the memory of the constant EXP, which varasm writes in
   its constant pool of trees and whose symbol the backend gave the
   generic area: the space the backend declares it in (the head of the
   file), or MSP_UNKNOWN where msp cannot read it.  */

static msp_mask
msp_constant_mask (tree exp)
{
  /* The size varasm declares the constant with (get_constant_size).  */
  HOST_WIDE_INT size = int_size_in_bytes (TREE_TYPE (exp));
  if (size < 0)
    return MSP_UNKNOWN;

  char *text = NULL;
  size_t len = 0;
  FILE *stream = open_memstream (&text, &len);
  if (!stream)
    return MSP_UNKNOWN;
  /* nvptx_assemble_decl_end writes the declaration's end to
     asm_out_file.  */
  FILE *saved = asm_out_file;
  asm_out_file = stream;
  targetm.asm_out.declare_constant_name (stream, "*msp-probe", exp, size);
  targetm.asm_out.decl_end ();
  asm_out_file = saved;
  fclose (stream);

  /* The declaration follows write_var_marker's comment line:
     "\t.global .align 1 .u8 msp-probe[6];".  */
  msp_mask mask = MSP_UNKNOWN;
  const char *decl = strstr (text, "msp-probe\n");
  if (decl)
    {
      decl += strlen ("msp-probe\n");
      decl += strspn (decl, " \t");
      size_t word = strcspn (decl, " \t\n");
      FOR_EACH_MSP_SPACE (s)
	if (strlen (s->ptx) == word && strncmp (decl, s->ptx, word) == 0)
	  mask = s->mask;
    }
  free (text);
  return mask;
}

/* The mask of the memory the data symbol SYM, or SYM plus a constant,
   names: the space of its data area.  The generic area is the backend's
   "no area": functions, which are no data, and from GCC 15 constants,
   whose space msp reads from their declaration (msp_constant_mask).  */

msp_mask
msp_symbol_mask (const_rtx sym)
{
  if (GET_CODE (sym) == CONST && GET_CODE (XEXP (sym, 0)) == PLUS
      && CONST_INT_P (XEXP (XEXP (sym, 0), 1)))
    sym = XEXP (XEXP (sym, 0), 0);
  if (GET_CODE (sym) != SYMBOL_REF || SYMBOL_REF_FUNCTION_P (sym))
    return MSP_UNKNOWN;
  const struct msp_space *s = msp_space_of_area (NVPTX_SYMBOL_AREA (sym));
  if (s)
    return s->mask;
  /* A constant of varasm's pool of trees (a literal, or the
     CONSTRUCTOR expand copies an aggregate's initializer from):
     build_constant_desc gives its SYMBOL_REF this flag and a VAR_DECL
     whose DECL_INITIAL is the constant.  */
  if (NVPTX_SYMBOL_AREA (sym) == NVPTX_AREA_GENERIC
      && TREE_CONSTANT_POOL_ADDRESS_P (sym)
      && SYMBOL_REF_DECL (sym)
      && DECL_INITIAL (SYMBOL_REF_DECL (sym)))
    return msp_constant_mask (DECL_INITIAL (SYMBOL_REF_DECL (sym)));
  return MSP_UNKNOWN;
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
  if (CONSTANT_CLASS_P (decl)
      && NVPTX_SYMBOL_AREA (sym) == NVPTX_AREA_GENERIC)
    /* A constant, which varasm writes in its pool of trees
       (output_constant_def) with RTL made by this hook
       (build_constant_desc).  */
    return msp_constant_mask (decl);
  return msp_symbol_mask (sym);
}
