/* simt-switch.cc -- .local for the soft-stack switch of SIMT regions.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under soft stacks (every OpenMP offload compilation: mkoffload passes
   -mgomp), the nvptx backend switches the soft stack to per-lane storage
   on entry to an OpenMP SIMT region and back at its end: the insns
   omp_simt_enter and omp_simt_exit (nvptx.md), which
   nvptx_output_simt_enter and nvptx_output_simt_exit print with fprintf
   (nvptx.cc, nvptx_output_softstack_switch; the same in GCC 12 to 16),
   where no operand print hook reaches:

     cvta.local.u64 %rN, %simtstack_ar + SIZE;     on entry
     sub.u64 %rN, %rN, ALLOC;
     st.u64 [%rN + -8], %stack;                    save %stack
     sub.u64 %stack, %rN, 8;
     ...
     ld.u64 %stack, [%rN + -8];                    at the end: restore it

   Both accesses are to .local memory:
   - %rN, the register operand of both insns, is the pointer
     omp_simt_enter set: GOMP_SIMT_EXIT takes the pointer that
     GOMP_SIMT_ENTER_ALLOC returned (omp-low.cc, lower_rec_input_clauses;
     omp-offload.cc, ompdevlow_adjust_simt_enter), and the exit's restore
     reads what the entry saved only because it is;
   - on entry %rN is "cvta.local" of the .local array %simtstack_ar, less
     the allocation, and the array has room for the 8 bytes below it:
     nvptx_declare_function_name adds POINTER_SIZE / 8 to its size when
     the function has a soft stack, which is when the store and the load
     are printed (cfun->machine->has_softstack);
   - a generic address in the .local window and its "cvta.to.local" name
     the same bytes (PTX ISA, "Generic Addressing"), so even where the
     allocation outgrew the array (a size not known at compile time,
     which nvptx caps at -msoft-stack-reserve-local), the .local access
     touches what the generic one touched.

   msp-rtl (rtl-resolve.cc), after "mach", the machine reorg (the
   backend's last pass over the insns, nvptx_reorg; the passes between
   it and final split and measure insns, and leave an asm as it is),
   replaces each by an equivalent volatile asm_operands insn of the same
   operands (msp_simt_switch_insns; a plugin cannot add insn patterns),
   whose template "%Y0" brings the output to msp's print_operand hook
   (addr-space.cc), at final.  There msp_print_simt_switch calls the
   backend's own output function with asm_out_file pointed at a memory
   stream, so that every other part of the text (the uniform-SIMT switch,
   the __nvptx_stacks update, what is left out in a leaf function) stays
   the backend's, and prints it with the one store or load replaced by

     {
       .reg.u64 %msp_simt;
       cvta.to.local.u64 %msp_simt, %rN;
       st.local.u64 [%msp_simt + -8], %stack;      or ld.local
     }

   ptxas folds the conversion into the .local address of %simtstack_ar
   (an STL/LDL at a constant offset of the local frame).  Where the
   address is known, msp prints that .local address itself, and no
   conversion: %rN is the end of %simtstack_ar, whose size the backend
   prints as cfun->machine->simt_stack_size (nvptx_declare_function_name,
   before the body), less the allocation, rounded up to 8 bytes, when it
   is a constant and the alignment at most 8 (no "and.b64"):

       st.local.u64 [%simtstack_ar+OFF], %stack;   OFF = SIZE - ALLOC - 8

   On entry the text says so; at the end, only if the entry's pointer has
   no other definition in the function, so that %rN still holds it: then
   msp_simt_switch_insns gives the exit's asm the entry's ALLOC as a
   second operand.  Text that is not exactly what the backend is known
   to print is printed as it is.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "rtl/msp-rtl.h"

/* The backend's output functions of the two insns (nvptx-protos.h).
   They are defined in the offload compiler alone, and msp-core.so is
   loaded into the host compiler too (plugin/host.cc), so they are weak
   references, null there; the host compiler runs no pass of msp's.  */

extern const char *nvptx_output_simt_enter (rtx, rtx, rtx)
  __attribute__ ((weak));
extern const char *nvptx_output_simt_exit (rtx) __attribute__ ((weak));

/* The template of msp's asm_operands insns: print_operand code 'Y',
   which no nvptx_print_operand of GCC 12 to 16 uses, on operand 0, the
   register %rN.  They are told from user asm by the address of the
   string.  */

static const char simt_template[] = "%Y0";

/* The code of the operand print hook that prints the switch.  */

#define SIMT_SWITCH_CODE 'Y'

/* 1 if INSN is omp_simt_enter, -1 if it is omp_simt_exit, as the
   backend makes them, else 0.  */

int
msp_simt_switch_p (const rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn))
    return 0;
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == SET && REG_P (SET_DEST (pat))
      && GET_CODE (SET_SRC (pat)) == UNSPEC_VOLATILE
      && XINT (SET_SRC (pat), 1) == UNSPECV_SIMT_ENTER
      && XVECLEN (SET_SRC (pat), 0) == 2)
    /* (set %rN (unspec_volatile [SIZE ALIGN] UNSPECV_SIMT_ENTER)).  */
    return 1;
  if (GET_CODE (pat) == UNSPEC_VOLATILE
      && XINT (pat, 1) == UNSPECV_SIMT_EXIT
      && XVECLEN (pat, 0) == 1 && REG_P (XVECEXP (pat, 0, 0)))
    /* (unspec_volatile [%rN] UNSPECV_SIMT_EXIT).  */
    return -1;
  return 0;
}

/* If INSN is omp_simt_enter or omp_simt_exit, replace its pattern by an
   asm_operands of the same operands and return true.  */

static bool
replace_switch (rtx_insn *insn, hash_map<int_hash<unsigned, -1U>, rtx> *sizes)
{
  int kind = msp_simt_switch_p (insn);
  rtx pat = PATTERN (insn);

  if (kind == 0)
    return false;
  rtx asmop;
  if (kind > 0)
    {
      rtx unspec = SET_SRC (pat);
      rtvec inputs = gen_rtvec (2, XVECEXP (unspec, 0, 0),
				XVECEXP (unspec, 0, 1));
      rtvec constraints = rtvec_alloc (2);
      for (int i = 0; i < 2; i++)
	RTVEC_ELT (constraints, i)
	  = gen_rtx_ASM_INPUT_loc (Pmode,
				   REG_P (RTVEC_ELT (inputs, i)) ? "r" : "i",
				   UNKNOWN_LOCATION);
      asmop = gen_rtx_ASM_OPERANDS (Pmode, simt_template, "=r", 0, inputs,
				    constraints, rtvec_alloc (0),
				    UNKNOWN_LOCATION);
      MEM_VOLATILE_P (asmop) = 1;
      pat = gen_rtx_SET (SET_DEST (pat), asmop);
    }
  else
    {
      rtx ptr = XVECEXP (pat, 0, 0);
      rtx *size = sizes->get (REGNO (ptr));
      rtvec inputs = (size ? gen_rtvec (2, ptr, *size) : gen_rtvec (1, ptr));
      rtvec constraints
	= (size
	   ? gen_rtvec (2, gen_rtx_ASM_INPUT_loc (Pmode, "r", UNKNOWN_LOCATION),
			gen_rtx_ASM_INPUT_loc (Pmode, "i", UNKNOWN_LOCATION))
	   : gen_rtvec (1, gen_rtx_ASM_INPUT_loc (Pmode, "r",
						  UNKNOWN_LOCATION)));
      asmop = gen_rtx_ASM_OPERANDS (VOIDmode, simt_template, "", 0,
				    inputs, constraints, rtvec_alloc (0),
				    UNKNOWN_LOCATION);
      MEM_VOLATILE_P (asmop) = 1;
      pat = asmop;
    }

  PATTERN (insn) = pat;
  INSN_CODE (insn) = -1;
  df_insn_rescan (insn);
  return true;
}

/* True if INSN is the only insn of the current function that sets the
   pseudo REG (calls set no pseudo).  Counted here, not taken from DF,
   whose counts need not be current after the machine reorg.  */

static bool
only_definition_p (rtx reg, const rtx_insn *insn)
{
  for (rtx_insn *i = get_insns (); i; i = NEXT_INSN (i))
    if (i != insn && INSN_P (i) && reg_set_p (reg, i))
      return false;
  return true;
}

/* Replace the soft-stack switches of the SIMT regions of the current
   function by msp's asm_operands insns (the head of the file); return
   how many.  Only under soft stacks, where the backend prints the
   store and the load.  */

unsigned
msp_simt_switch_insns (void)
{
  unsigned n = 0;

  if (!TARGET_SOFT_STACK || !cfun->machine->has_simtreg
      || !nvptx_output_simt_enter || !nvptx_output_simt_exit)
    return 0;

  /* The constant allocation of each entry whose pointer has no other
     definition (known_offset).  */
  hash_map<int_hash<unsigned, -1U>, rtx> sizes;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (msp_simt_switch_p (insn) > 0)
      {
	rtx pat = PATTERN (insn);
	unsigned regno = REGNO (SET_DEST (pat));
	rtx size = XVECEXP (SET_SRC (pat), 0, 0);
	rtx align = XVECEXP (SET_SRC (pat), 0, 1);
	if (CONST_INT_P (size) && CONST_INT_P (align)
	    && UINTVAL (align) <= GET_MODE_SIZE (DImode)
	    && only_definition_p (SET_DEST (pat), insn))
	  sizes.put (regno, size);
      }

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (replace_switch (insn, &sizes))
      n++;
  return n;
}

/* If the SIMT allocation of constant size SIZE and alignment at most 8
   (nvptx_output_softstack_switch: no "and.b64") leaves room in
   %simtstack_ar for the saved %stack below it, set *OFF to the .local
   offset of that slot in %simtstack_ar and return true (the head of the
   file).  */

static bool
known_offset (rtx size, HOST_WIDE_INT *off)
{
  HOST_WIDE_INT end = cfun->machine->simt_stack_size;

  if (!CONST_INT_P (size) || INTVAL (size) < 0)
    return false;
  *off = end - (HOST_WIDE_INT) ROUND_UP (UINTVAL (size),
				       GET_MODE_SIZE (DImode))
	 - POINTER_SIZE / 8;
  return *off >= 0 && *off + POINTER_SIZE / 8 <= end;
}

/* In TEXT, a string of the heap, replace the one occurrence of the line
   OLD by NEW; return the new string (the old one freed), or NULL, TEXT
   freed, if OLD occurs other than once.  */

static char *
replace_line (char *text, const char *old, const char *repl)
{
  char *at = strstr (text, old);

  if (at == NULL || strstr (at + 1, old) != NULL)
    {
      free (text);
      return NULL;
    }
  size_t head = at - text, old_len = strlen (old);
  size_t repl_len = strlen (repl), tail = strlen (at + old_len);
  char *res = XNEWVEC (char, head + repl_len + tail + 1);
  memcpy (res, text, head);
  memcpy (res + head, repl, repl_len);
  memcpy (res + head + repl_len, at + old_len, tail + 1);
  free (text);
  return res;
}

/* Print TEXT to FILE in place of the template "%Y0", between the tab
   and the newline that output_asm_insn prints around it: so without the
   first tab and the last newline of TEXT, as the backend printed it.  */

static void
print_text (FILE *file, const char *text)
{
  size_t len = strlen (text);

  if (text[0] == '\t')
    text++, len--;
  if (len && text[len - 1] == '\n')
    len--;
  fwrite (text, 1, len, file);
}

/* The print_operand hook's part for code CODE on operand X: if the
   insn final is printing is one of msp's switches, print it to FILE
   (the head of the file) and return true; else return false.  */

bool
msp_print_simt_switch (FILE *file, rtx x, int code)
{
  const rtx_insn *insn = this_is_asm_operands;

  if (code != SIMT_SWITCH_CODE || insn == NULL || !REG_P (x))
    return false;
  rtx pat = PATTERN (insn);
  bool entering = GET_CODE (pat) == SET;
  rtx asmop = entering ? SET_SRC (pat) : pat;
  if (GET_CODE (asmop) != ASM_OPERANDS
      || ASM_OPERANDS_TEMPLATE (asmop) != simt_template)
    return false;

  /* The backend's text, as nvptx_output_softstack_switch writes it.  */
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream (&text, &len);
  if (mem == NULL)
    return false;
  FILE *out = asm_out_file;
  asm_out_file = mem;
  if (entering)
    nvptx_output_simt_enter (SET_DEST (pat), ASM_OPERANDS_INPUT (asmop, 0),
			     ASM_OPERANDS_INPUT (asmop, 1));
  else
    nvptx_output_simt_exit (ASM_OPERANDS_INPUT (asmop, 0));
  asm_out_file = out;
  fclose (mem);

  /* The store on entry or the load at the end, as the backend prints
     them, and their .local form.  */
  int bits = POINTER_SIZE, regno = REGNO (x);
  const char *sp = reg_names[STACK_POINTER_REGNUM];
  char old[128], repl[256];
  if (entering)
    snprintf (old, sizeof old, "\t\tst.u%d [%%r%d + -%d], %s;\n",
	      bits, regno, bits / 8, sp);
  else
    snprintf (old, sizeof old, "\t\tld.u%d %s, [%%r%d + -%d];\n",
	      bits, sp, regno, bits / 8);
  /* The slot's .local address, where it is known: on entry, if the text
     computes %rN as known_offset has it; at the end, from the entry's
     allocation, the exit's second operand.  */
  HOST_WIDE_INT off;
  bool known = false;
  if (entering
      && GET_CODE (ASM_OPERANDS_INPUT (asmop, 1)) == CONST_INT
      && UINTVAL (ASM_OPERANDS_INPUT (asmop, 1)) <= GET_MODE_SIZE (DImode)
      && known_offset (ASM_OPERANDS_INPUT (asmop, 0), &off))
    {
      char expect[256];
      snprintf (expect, sizeof expect,
		"\t\tcvta.local.u%d %%r%d, %%simtstack_ar + "
		HOST_WIDE_INT_PRINT_DEC ";\n\t\tsub.u%d %%r%d, %%r%d, "
		HOST_WIDE_INT_PRINT_DEC ";\n%s",
		bits, regno, (HOST_WIDE_INT) cfun->machine->simt_stack_size,
		bits, regno, regno,
		(HOST_WIDE_INT) cfun->machine->simt_stack_size - off
		- POINTER_SIZE / 8, old);
      known = strstr (text, expect) != NULL;
    }
  else if (!entering && ASM_OPERANDS_INPUT_LENGTH (asmop) == 2)
    known = known_offset (ASM_OPERANDS_INPUT (asmop, 1), &off);

  if (known && entering)
    snprintf (repl, sizeof repl,
	      "\t\tst.local.u%d [%%simtstack_ar+" HOST_WIDE_INT_PRINT_DEC
	      "], %s;\n", bits, off, sp);
  else if (known)
    snprintf (repl, sizeof repl,
	      "\t\tld.local.u%d %s, [%%simtstack_ar+" HOST_WIDE_INT_PRINT_DEC
	      "];\n", bits, sp, off);
  else
    {
      int head = snprintf (repl, sizeof repl,
			   "\t\t{\n\t\t\t.reg.u%d %%msp_simt;\n"
			   "\t\t\tcvta.to.local.u%d %%msp_simt, %%r%d;\n",
			   bits, bits, regno);
      if (entering)
	snprintf (repl + head, sizeof repl - head,
		  "\t\t\tst.local.u%d [%%msp_simt + -%d], %s;\n\t\t}\n",
		  bits, bits / 8, sp);
      else
	snprintf (repl + head, sizeof repl - head,
		  "\t\t\tld.local.u%d %s, [%%msp_simt + -%d];\n\t\t}\n",
		  bits, sp, bits / 8);
    }

  char *copy = xstrdup (text);
  char *res = replace_line (copy, old, repl);
  print_text (file, res ? res : text);
  free (res);
  free (text);
  return true;
}
