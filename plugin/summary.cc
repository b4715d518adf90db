/* summary.cc -- one line per offload image on what msp did.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   With -fplugin-arg-msp-summary, or -v, the offload compiler ends with
   a note such as

     lto1: note: msp: 12 of 14 memory instructions in a state space
       (global 9, shared 2, const 1, local 0), 2 generic; team arrays:
       1 of 2 in '.shared' (64 bytes); why:
       '-fplugin-arg-msp-remarks=missed', '-fplugin-arg-msp-dump'

   (one line).  The counts are those of the PTX the compiler has just
   written, read back from its assembly file once it is closed
   (PLUGIN_FINISH comes after toplev.cc's finalize), by the rules of the
   benches' census, scripts/ptx-census.awk, which `msp-census' installs:
   the ld, st, atom and red instructions of the user's functions, not the
   .param space, the kernel entry trampolines nor the soft-stack
   bookkeeping.  The team arrays are those of the unit's target bodies,
   those moved into .shared (gimple/ipa/team-shared.cc) and the size of
   __msp_team_shared, the .shared array they moved into.

   The PLUGIN_FINISH callback is registered whether or not a summary is
   asked for: it is what makes GCC's report of an internal compiler
   error name msp (plugin/plugin.cc).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "gimple/ipa/team-shared.h"
#include "plugin/msp-plugin.h"

/* The state spaces the census counts; MSP_CENSUS_GENERIC is none.  */
enum msp_census_space
{
  MSP_CENSUS_GENERIC,
  MSP_CENSUS_GLOBAL,
  MSP_CENSUS_SHARED,
  MSP_CENSUS_CONST,
  MSP_CENSUS_LOCAL,
  MSP_CENSUS_N
};

static const char *const census_names[MSP_CENSUS_N] =
  { "generic", "global", "shared", "const", "local" };

struct ptx_census
{
  unsigned count[MSP_CENSUS_N];
  unsigned long team_bytes;
};

/* Count in C the memory instruction whose text, predicate removed, is
   INSN, if it is one.  */

static void
census_insn (struct ptx_census *c, const char *insn)
{
  size_t len = strcspn (insn, " \t.");

  if (!((len == 2 && (!strncmp (insn, "ld", 2) || !strncmp (insn, "st", 2)))
	|| (len == 3 && !strncmp (insn, "red", 3))
	|| (len == 4 && !strncmp (insn, "atom", 4))))
    return;
  /* The soft-stack prologue and epilogue (init_softstack_frame) and
     SIMT stack switches (rtl/simt-switch.cc).  */
  if (strstr (insn, "%sspslot") || strstr (insn, "%stack;")
      || strstr (insn, "%stack,"))
    return;

  /* The first of the opcode's dotted parts that names a space.  */
  int space = MSP_CENSUS_GENERIC;
  const char *end = insn + strcspn (insn, " \t");
  for (const char *p = insn + len; p < end && *p == '.'; )
    {
      const char *part = p + 1;
      size_t n = strcspn (part, ". \t");
      if (n == 5 && !strncmp (part, "param", 5))
	return;
      for (int s = MSP_CENSUS_GLOBAL; s < MSP_CENSUS_N; s++)
	if (strlen (census_names[s]) == n
	    && !strncmp (part, census_names[s], n))
	  {
	    space = s;
	    break;
	  }
      if (space != MSP_CENSUS_GENERIC)
	break;
      p = part + n;
    }
  c->count[space]++;
}

/* Take the census of the PTX file NAME into C.  Return false if it
   cannot be read.  */

static bool
census_file (const char *name, struct ptx_census *c)
{
  FILE *f = fopen (name, "r");
  char line[4096];
  bool trampoline = false;

  if (!f)
    return false;
  memset (c, 0, sizeof *c);
  while (fgets (line, sizeof line, f))
    {
      const char *p = line;

      /* A function starts: the OpenMP kernel entry trampolines
	 (nvptx.cc, write_omp_entry) are the backend's, not the user's.  */
      if (line[0] == '.' && (strstr (line, ".entry ")
			     || strstr (line, ".func ")))
	{
	  trampoline = (strstr (line, ".entry ")
			&& strstr (line, "%arg, .param.u64 %stack, "
				   ".param.u64 %sz"));
	  continue;
	}
      while (ISSPACE (*p))
	p++;
      /* __msp_team_shared is declared in the first kernel that uses
	 it.  */
      if (!strncmp (p, ".shared ", 8))
	{
	  const char *team = strstr (line, "__msp_team_shared");
	  const char *size = team ? strchr (team, '[') : NULL;
	  if (size)
	    c->team_bytes += strtoul (size + 1, NULL, 10);
	  continue;
	}
      if (trampoline)
	continue;
      /* A predicate, @%r12 or @!%p3.  */
      if (*p == '@')
	{
	  p += strcspn (p, " \t");
	  while (ISSPACE (*p))
	    p++;
	}
      census_insn (c, p);
    }
  fclose (f);
  return true;
}

/* PLUGIN_FINISH: print the summary line if it was asked for.  */

static void
summary_finish (void *, void *)
{
  struct ptx_census c;

  if (!(msp_plugin_opts.summary || version_flag)
      || seen_error () || !asm_file_name
      || !strcmp (asm_file_name, "-") || !census_file (asm_file_name, &c))
    return;

  unsigned spaced = 0;
  for (int s = MSP_CENSUS_GLOBAL; s < MSP_CENSUS_N; s++)
    spaced += c.count[s];
  unsigned total = spaced + c.count[MSP_CENSUS_GENERIC];
  char spaces[200];
  snprintf (spaces, sizeof spaces, "global %u, shared %u, const %u, local %u",
	    c.count[MSP_CENSUS_GLOBAL], c.count[MSP_CENSUS_SHARED],
	    c.count[MSP_CENSUS_CONST], c.count[MSP_CENSUS_LOCAL]);
  unsigned found, moved;
  msp_team_array_counts (&found, &moved);
  inform (UNKNOWN_LOCATION,
	  "msp: %u of %u memory instructions in a state space (%s), %u "
	  "generic; team arrays: %u of %u in %qs (%lu bytes); why: %qs, %qs",
	  spaced, total, spaces, c.count[MSP_CENSUS_GENERIC], moved, found,
	  ".shared", c.team_bytes, "-fplugin-arg-msp-remarks=missed",
	  "-fplugin-arg-msp-dump");
}

/* Register the PLUGIN_FINISH callback for the plugin named NAME.  */

void
msp_summary_init (const char *name)
{
  register_callback (name, PLUGIN_FINISH, summary_finish, NULL);
}
