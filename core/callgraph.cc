/* callgraph.cc -- the functions of the offload unit, as msp walks them.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp's IPA work runs as a late simple IPA pass.  At that point the
   offload compiler's cgraph still holds what regular IPA left: inline
   clones (node->inlined_to), whose bodies are their callers', and
   clones (IPA-CP's .constprop, IPA-SRA's .isra, split .part functions)
   whose bodies are materialised on demand.  cgraph_node::get_body
   asserts on inline clones, so every walk of msp skips them, as the
   late IPA passes of GCC do (ipa_pta_execute, expand_simd_clones), and
   brings the bodies in first: get_body applies the pending IPA
   transforms (inlining removes the inline clones it consumes) and
   materialises clones, so no node is looked at half-way.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/callgraph.h"

/* The names of the functions the nvptx-none libraries call
   (scripts/gen-libnames.sh), sorted.  */
static const char *const library_names[] =
{
#include "libnames.inc"
  NULL
};

/* Push onto VARIANTS the functions that ompdevlow
   (omp_resolve_declare_variant) may call in the local pipeline instead
   of FNDECL, a declare variant base function: those its "omp declare
   variant base" attributes name.  */

void
msp_declare_variants (tree fndecl, vec<tree> *variants)
{
  for (tree attr = DECL_ATTRIBUTES (fndecl);
       (attr = lookup_attribute ("omp declare variant base", attr));
       attr = TREE_CHAIN (attr))
    {
      tree variant = TREE_PURPOSE (TREE_VALUE (attr));
      if (TREE_CODE (variant) == FUNCTION_DECL)
	variants->safe_push (variant);
    }
}

/* The functions GCC may call after msp's IPA pass: the variants of the
   declare variant base functions of the unit (msp_declare_variants)
   that may be called.  */
static hash_set<tree> *late_callees;

/* True if no call of NODE exists or can be made: nothing calls it or
   refers to it, and nothing outside the unit's calls can reach it
   (msp_callers_visible_p; while find_late_callees runs, LATE_CALLEES
   names every variant).  In the whole device program such a function
   is dead (localise_dead in ipmsp.cc).  */

bool
msp_never_called_p (cgraph_node *node)
{
  ipa_ref *ref;

  return (!node->callers && !node->iterate_referring (0, ref)
	  && msp_callers_visible_p (node));
}

/* ompdevlow replaces a call of a base function by a call of one of its
   variants, in the caller (omp_resolve_declare_variant): a base that is
   never called (msp_never_called_p) makes no call of its variants.  So
   the late callees are first every variant, which msp_never_called_p
   reads to leave out the bases that may themselves be called late, and
   then the variants of the bases that may be called.  */

static void
find_late_callees (vec<cgraph_node *> &nodes)
{
  auto_vec<tree> variants;

  delete late_callees;
  late_callees = new hash_set<tree>;
  for (unsigned i = 0; i < nodes.length (); i++)
    msp_declare_variants (nodes[i]->decl, &variants);
  for (unsigned i = 0; i < variants.length (); i++)
    late_callees->add (variants[i]);

  variants.truncate (0);
  for (unsigned i = 0; i < nodes.length (); i++)
    if (!msp_never_called_p (nodes[i]))
      msp_declare_variants (nodes[i]->decl, &variants);
  late_callees->empty ();
  for (unsigned i = 0; i < variants.length (); i++)
    late_callees->add (variants[i]);
}

/* Fill NODES with the functions of the unit that have a body of their
   own, bodies in.  */

void
msp_unit_functions (vec<cgraph_node *> *nodes)
{
  cgraph_node *node;
  auto_vec<cgraph_node *> todo;

  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to)
      todo.safe_push (node);
  /* Collected first: get_body removes the inline clones it applies.  */
  for (unsigned i = 0; i < todo.length (); i++)
    todo[i]->get_body ();

  nodes->truncate (0);
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (!node->inlined_to && !node->clone_of
	&& gimple_has_body_p (node->decl))
      nodes->safe_push (node);
  find_late_callees (*nodes);
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

/* The function CALL calls directly, through aliases, or NULL: an
   indirect or internal call, or a call to a thunk, whose calls reach
   their target changed.  Any function, with a body or not.  The two
   other callee lookups narrow it: msp_callee_with_body to a function
   whose body msp can walk now, msp_callee_with_facts (facts.cc) to a
   function ipmsp has facts of, whose body may be gone.  */

cgraph_node *
msp_direct_callee (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);

  if (fndecl == NULL_TREE || gimple_call_internal_p (call))
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node == NULL || node->thunk)
    return NULL;
  node = node->ultimate_alias_target ();
  return node->thunk ? NULL : node;
}

/* The function of the unit with a GIMPLE body, which msp can walk now,
   that CALL calls directly (msp_direct_callee), or NULL: a call to a
   function outside the unit, to an inline clone, or to a function
   already compiled.  */

cgraph_node *
msp_callee_with_body (gcall *call)
{
  cgraph_node *node = msp_direct_callee (call);

  if (node == NULL || node->inlined_to || !node->has_gimple_body_p ()
      || !gimple_has_body_p (node->decl))
    return NULL;
  return node;
}

/* True if a library of the offload image may call the function NAME:
   it references that name.  */

static bool
library_may_call_p (const char *name)
{
  size_t lo = 0, hi = ARRAY_SIZE (library_names) - 1;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      int c = strcmp (name, library_names[mid]);
      if (c == 0)
	return true;
      if (c < 0)
	hi = mid;
      else
	lo = mid + 1;
    }
  return false;
}

/* The file WHAT (cmdline, stat) of process PID in /proc, in BUF of SIZE
   bytes, NUL-terminated; the length read, 0 if none.  */

static size_t
read_proc_file (long pid, const char *what, char *buf, size_t size)
{
  char path[64];
  snprintf (path, sizeof path, "/proc/%ld/%s", pid, what);
  FILE *f = fopen (path, "r");
  if (!f)
    return 0;
  size_t n = fread (buf, 1, size - 1, f);
  fclose (f);
  buf[n] = '\0';
  return n;
}

/* True if the command line ARGV (ARGC arguments) links the image with
   the installed nvptx-none libraries only: no -l of another library, no
   linker option that could add code.  The installed libraries are those
   whose calls by name scripts/gen-libnames.sh lists (every archive of
   the offload compiler's library directory): libgomp, newlib, libgcc,
   libatomic, libgfortran and, where the release builds it for nvptx-none
   (GCC 15 and later, whose g++ links C++ offload images with -lstdc++),
   libstdc++ and libsupc++.  */

static bool
only_known_libraries_p (int argc, char **argv)
{
  static const char *const known[] =
    { "gomp", "m", "c", "g", "gcc", "atomic", "gfortran", "caf_single",
      "gcov", "stdc++", "supc++", NULL };

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      if (!strncmp (a, "-Wl,", 4) || !strcmp (a, "-Xlinker")
	  || !strcmp (a, "-T"))
	return false;
      if (a[0] == '-' && a[1] == 'l')
	{
	  int k;
	  for (k = 0; known[k] && strcmp (a + 2, known[k]); k++)
	    ;
	  if (!known[k])
	    return false;
	}
    }
  return true;
}

/* The arguments of the command line of process PID, response files
   (@FILE, as mkoffload passes them) expanded: set *ARGC and *ARGV, to
   free with freeargv; false if they cannot be read.  */

static bool
process_args (long pid, int *argc, char ***argv)
{
  char *buf = XNEWVEC (char, 65536);
  size_t len = read_proc_file (pid, "cmdline", buf, 65536);
  int n = 0;

  for (size_t i = 0; i < len; i++)
    n += buf[i] == '\0';
  *argc = n;
  *argv = XNEWVEC (char *, n + 1);
  const char *a = buf;
  for (int i = 0; i < n; i++, a += strlen (a) + 1)
    (*argv)[i] = xstrdup (a);
  (*argv)[n] = NULL;
  XDELETEVEC (buf);
  expandargv (argc, argv);
  return n > 0;
}

/* True if a library of the offload image may call NODE by its name
   (library_may_call_p): a function of the unit that runs where no call
   of the unit's shows it.  */

bool
msp_library_may_call_p (cgraph_node *node)
{
  return library_may_call_p (IDENTIFIER_POINTER
			     (DECL_ASSEMBLER_NAME (node->decl)));
}

/* True if the command line of the offload link says that the image is
   the whole device program, but for the calls the libraries make by
   name (library_may_call_p): -fplugin-arg-msp-whole-program=auto.

   lto-wrapper hands every object of the link that holds offload code to
   one mkoffload (compile_images_for_offload_targets), which compiles
   them all in one lto1, run by the nvptx-none driver with "-xlto"
   (config/nvptx/mkoffload.cc, main); the host reaches device
   code only through the kernels and variables of the offload table.
   That driver then links the image with the nvptx-none libraries, and
   with whatever -foffload-options=nvptx-none=-lLIB adds.  GCC tells lto1
   none of this: the driver gives the -l options and the libraries of
   its specs to collect2 alone, lto1 gets no linker resolution file (no
   -fresolution: every symbol's resolution is LDPR_UNKNOWN) and no
   -flinker-output, and flag_whole_program is set only by the user's
   -fwhole-program.  So msp reads the driver's command line (the nearest
   ancestor process whose command line has "-xlto"; the driver runs
   lto1, possibly through a -wrapper; mkoffload passes the arguments in
   a response file, which exists while the driver runs) and requires
   that it links no other library.  When it cannot tell, the answer is
   no.  */

static bool
link_adds_only_known_libraries_p (void)
{
  bool whole = false;
  long pid = getppid ();
  char stat[512];

  for (int depth = 0; depth < 4 && pid > 1; depth++)
    {
      int argc;
      char **argv;
      bool driver = false;
      if (process_args (pid, &argc, &argv))
	for (int i = 0; i < argc; i++)
	  if (!strcmp (argv[i], "-xlto"))
	    driver = true;
      if (driver)
	whole = only_known_libraries_p (argc, argv);
      freeargv (argv);
      if (driver)
	break;
      /* Up one process.  */
      read_proc_file (pid, "stat", stat, sizeof stat);
      const char *p = strrchr (stat, ')');
      long ppid;
      if (!p || sscanf (p + 1, " %*c %ld", &ppid) != 1)
	break;
      pid = ppid;
    }
  return whole;
}

/* True if the offload compile sees the whole device program, but for
   the calls the libraries make by name (library_may_call_p), as
   -fplugin-arg-msp-whole-program says: never (no), always (yes: the
   user promises that the link adds no code but the installed
   libraries), or when the offload link's command line shows it (auto,
   the default).  Without the names the libraries call
   (MSP_NO_LIBNAMES), msp cannot tell their callers apart, and the
   answer is no whatever the argument says.  */

bool
msp_whole_program_p (void)
{
  static int whole = -1;

  if (whole >= 0)
    return whole;
  whole = 0;
  switch (msp_opts.whole_program)
    {
    case MSP_WHOLE_PROGRAM_NO:
      break;
    case MSP_WHOLE_PROGRAM_YES:
      whole = 1;
      break;
    default:
      whole = link_adds_only_known_libraries_p ();
      break;
    }
#ifdef MSP_NO_LIBNAMES
  if (msp_opts.whole_program == MSP_WHOLE_PROGRAM_YES)
    warning (0, "%<-fplugin-arg-msp-whole-program=yes%> is ignored: this "
	     "msp was built without the names the nvptx-none libraries "
	     "call");
  whole = 0;
#endif
  return whole;
}

/* True if every call of NODE is a direct call from a function of the
   unit: GCC's cgraph marks a function local when no other unit can call
   it and its address is not taken (cgraph_node::local_p, computed by
   ipa-visibility; IPA-CP and IPA-SRA change the signatures of exactly
   these functions).  A public function is alike when the unit is the
   whole device program (msp_whole_program_p), no library calls it by
   name, and nothing but calls refers to it (not weak, not "used").
   Aliases and thunks would call it with arguments msp does not see.  */

bool
msp_callers_visible_p (cgraph_node *node)
{
  ipa_ref *ref;

  if (node->address_taken || msp_entry_function_p (node->decl)
      || (late_callees && late_callees->contains (node->decl)))
    return false;
  if (!node->local
      && !(node->externally_visible && msp_whole_program_p ()
	   && !DECL_WEAK (node->decl) && !DECL_EXTERNAL (node->decl)
	   && !node->force_output
	   && !lookup_attribute ("used", DECL_ATTRIBUTES (node->decl))
	   && !library_may_call_p (IDENTIFIER_POINTER
				   (DECL_ASSEMBLER_NAME (node->decl)))))
    return false;
  for (int i = 0; node->iterate_direct_aliases (i, ref); i++)
    return false;
  /* A reference to its address: a call through a pointer, or a call
     GCC makes after msp's IPA pass (declare variant alternatives, which
     ompdevlow resolves in the local pipeline, refer to their variants
     so).  */
  for (int i = 0; node->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ADDR)
      return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->caller->thunk || e->caller->inlined_to
	|| !gimple_has_body_p (e->caller->decl))
      return false;
  return true;
}
