/* stats.c -- the executor's findings and dynamic counts.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   Findings.  The checker (interp.c) reports each access whose address is
   not in the space its instruction names.  The first few of each class
   are printed in full to stderr, with the function, the PTX line of the
   instruction in its module, the source line of its last .loc, the
   address, the CTA and the thread; then only counted.  A space
   violation, an access outside memory and a misaligned access make
   msp-run fail.  Two classes are reported once per instruction and
   counted, but are no failure: an ld.global of a .const address, which
   the PTX ISA leaves undefined and hardware tolerates (the .const bank
   is backed by global memory), and a conversion (cvta.to) of an address
   of another window, whose value the PTX ISA leaves undefined: a sign
   of a wrong fact if the value is used, but then the access through it
   is reported too, and a conversion whose value is never used (msp's
   conversion of a PHI that may hold a function's address, a stale
   register) is harmless.

   Counts.  Each decoded instruction counts the warp instructions that
   ran it and, for a memory access, the space its lanes touched
   (program.h).  A program's counts are folded into per-function totals
   here when it is freed and when they are reported, so that a report at
   exit covers every grid of the process.  The code of the user's
   modules is told from libgomp's, newlib's and libgcc's by the source
   files their .file directives name (Debian builds the libraries with
   -g from a tree called src-nvptx; a user's module has no .file unless
   compiled with -g, and then names the user's files).
   MSP_RUN_PROFILE=FILE writes the counts of each instruction (profile,
   below).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec.h"
#include "ptx.h"
#include "program.h"
#include "interp.h"

/* Totals of one function, over every program of the process.  */

struct fstat
{
  char *name;
  int library;
  uint64_t executed;
  /* Memory instructions: [named space][touched space, or mixed].  */
  uint64_t mem[SP_NSPACES][SP_NSPACES + 1];
};

static struct fstat *fstats;
static size_t nfstats, capfstats;
static unsigned long launches, findings[XV_NFINDINGS];
static uint64_t warp_insns;

/* Findings printed in full, per class.  */
#define MAX_PRINTED 10

static const char *const finding_names[XV_NFINDINGS] =
  { "space violation", "access outside memory", "misaligned access",
    "ld.global of a .const address", "conversion of a foreign address" };

/* True if findings of class K are no failure.  */

static int
benign_p (enum xfinding k)
{
  return k == XV_CONST_AS_GLOBAL || k == XV_CONVERSION;
}

/* True if module M of PROG is libgomp's, newlib's or libgcc's.  */

static int
library_module_p (const struct xprog *prog, int m)
{
  static const char *const marks[] =
    { "src-nvptx/", "/libgomp/", "/newlib/", "/libgcc/", "/libm/", NULL };
  if (m < 0)
    return 1;
  const struct ptx_module *mod = prog->modules[m];
  for (int i = 0; i < mod->nfiles; i++)
    if (mod->files[i])
      for (int k = 0; marks[k]; k++)
	if (strstr (mod->files[i], marks[k]))
	  return 1;
  return 0;
}

void
xinsn_where (const struct xprog *prog, const struct xinsn *in, char *buf,
	     size_t size)
{
  const struct ptx_module *mod = (in->module < prog->nmodules
				  ? prog->modules[in->module] : NULL);
  const char *file = (mod && in->file > 0 && in->file < mod->nfiles
		      ? mod->files[in->file] : NULL);

  if (file && in->src_line)
    snprintf (buf, size, "%s:%u, PTX line %u of %s", file, in->src_line,
	      in->line, mod ? mod->name : "?");
  else
    snprintf (buf, size, "PTX line %u of %s", in->line,
	      mod ? mod->name : "?");
}

/* The text of the instruction IN: its opcode and suffixes, read back
   from the module.  */

static void
insn_text (const struct xprog *prog, const struct xinsn *in, char *buf,
	   size_t size)
{
  static const char *const ops[] = { "ld", "st", "atom", "red", "cvta.to" };
  const char *op = (in->op == XOP_LD ? ops[0] : in->op == XOP_ST ? ops[1]
		    : in->op == XOP_ATOM ? ops[2] : in->op == XOP_RED ? ops[3]
		    : in->op == XOP_CVTA_TO ? ops[4] : "access");
  (void) prog;
  if (in->space == SP_GENERIC || in->op == XOP_CVTA_TO)
    snprintf (buf, size, "%s%s%s", op, in->op == XOP_CVTA_TO ? "." : "",
	      in->op == XOP_CVTA_TO ? ptx_space_names[in->space] : "");
  else
    snprintf (buf, size, "%s.%s", op, ptx_space_names[in->space]);
}

int
xreport_finding (const struct xviolation *v)
{
  static const struct xinsn *const_reported[64];
  static unsigned nconst_reported;
  char where[300], text[64], window[64];

  findings[v->kind]++;
  if (benign_p (v->kind))
    {
      /* Once per instruction.  */
      for (unsigned i = 0; i < nconst_reported; i++)
	if (const_reported[i] == v->insn)
	  return 0;
      if (nconst_reported < 64)
	const_reported[nconst_reported++] = v->insn;
    }
  if (findings[v->kind] <= MAX_PRINTED)
    {
      xinsn_where (v->prog, v->insn, where, sizeof where);
      insn_text (v->prog, v->insn, text, sizeof text);
      if (v->actual >= 0)
	snprintf (window, sizeof window, "a .%s address",
		  ptx_space_names[v->actual]);
      else
	snprintf (window, sizeof window, "an address of no memory");
      fprintf (stderr, "msp-run: %s: %s of %s 0x%llx (%u bytes) in %s, %s, "
	       "CTA (%u,%u,%u) thread (%u,%u,%u)\n",
	       finding_names[v->kind], text, window,
	       (unsigned long long) v->addr, v->size, v->func->name, where,
	       v->cta[0], v->cta[1], v->cta[2], v->tid[0], v->tid[1],
	       v->tid[2]);
      if (findings[v->kind] == MAX_PRINTED)
	fprintf (stderr, "msp-run: further findings of this class are only "
		 "counted\n");
    }
  return !benign_p (v->kind);
}

/* The totals of the function named NAME.  */

static struct fstat *
fstat_of (const char *name, int library)
{
  for (size_t i = 0; i < nfstats; i++)
    if (!strcmp (fstats[i].name, name))
      return &fstats[i];
  if (nfstats == capfstats)
    {
      size_t cap = capfstats ? capfstats * 2 : 256;
      struct fstat *n = realloc (fstats, cap * sizeof *n);
      if (n == NULL)
	return NULL;
      fstats = n;
      capfstats = cap;
    }
  struct fstat *s = &fstats[nfstats];
  memset (s, 0, sizeof *s);
  s->name = strdup (name);
  s->library = library;
  if (s->name == NULL)
    return NULL;
  nfstats++;
  return s;
}

/* With MSP_RUN_PROFILE=FILE, append to FILE a line per instruction
   that ran: its function, module, PTX line, source line, the warp
   instructions that ran it and, for a memory access, the space it
   names (or "-"), to find where a program spends its time, and what
   msp changed there.  */

static void
profile (struct xprog *prog)
{
  const char *name = getenv ("MSP_RUN_PROFILE");
  FILE *f;

  if (name == NULL || *name == '\0' || (f = fopen (name, "a")) == NULL)
    return;
  for (int i = 0; i < prog->nfuncs; i++)
    {
      struct xfunc *fn = prog->funcs[i];
      if (fn->builtin || !fn->decoded)
	continue;
      for (uint32_t k = 0; k <= fn->ncode; k++)
	{
	  const struct xinsn *in = &fn->code[k];
	  if (in->counts->executed == 0)
	    continue;
	  int mem = (in->op == XOP_LD || in->op == XOP_ST
		     || in->op == XOP_ATOM || in->op == XOP_RED);
	  fprintf (f, "%s\t%s\t%u\t%u\t%llu\t%s\n", fn->name,
		   prog->modules[in->module]->name, in->line, in->src_line,
		   (unsigned long long) in->counts->executed,
		   mem ? ptx_space_names[in->space] : "-");
	}
    }
  fclose (f);
}

/* Fold the counts of PROG into the totals, and clear them.  */

static void
fold (struct xprog *prog)
{
  profile (prog);
  for (int i = 0; i < prog->nfuncs; i++)
    {
      struct xfunc *f = prog->funcs[i];
      if (f->builtin || !f->decoded)
	continue;
      uint64_t ran = 0;
      for (uint32_t k = 0; k <= f->ncode; k++)
	ran += f->code[k].counts->executed;
      if (ran == 0)
	continue;
      struct fstat *s = fstat_of (f->name, library_module_p (prog,
							     f->module));
      if (s == NULL)
	return;
      for (uint32_t k = 0; k <= f->ncode; k++)
	{
	  struct xinsn *in = &f->code[k];
	  s->executed += in->counts->executed;
	  int named = -1;
	  switch (in->op)
	    {
	    case XOP_LD:
	    case XOP_ST:
	    case XOP_ATOM:
	    case XOP_RED:
	    case XOP_LDPARAM:
	    case XOP_STPARAM:
	      named = in->space;
	      break;
	    default:
	      break;
	    }
	  if (named >= 0)
	    for (int t = 0; t <= SP_NSPACES; t++)
	      s->mem[named][t] += in->counts->touched[t];
	  memset (in->counts, 0, sizeof *in->counts);
	}
    }
}

/* The programs whose counts the report must fold: those launched and not
   yet freed.  */

static struct xprog **live;
static size_t nlive, caplive;

void
xstats_launched (struct xprog *prog, uint64_t insns)
{
  launches++;
  warp_insns += insns;
  for (size_t i = 0; i < nlive; i++)
    if (live[i] == prog)
      return;
  if (nlive == caplive)
    {
      size_t cap = caplive ? caplive * 2 : 8;
      struct xprog **n = realloc (live, cap * sizeof *n);
      if (n == NULL)
	return;
      live = n;
      caplive = cap;
    }
  live[nlive++] = prog;
}

/* link.c: PROG is being freed.  */

void
xstats_retire (struct xprog *prog)
{
  for (size_t i = 0; i < nlive; i++)
    if (live[i] == prog)
      {
	fold (prog);
	live[i] = live[--nlive];
	return;
      }
}

unsigned long
xexec_violations (void)
{
  unsigned long n = 0;
  for (int k = 0; k < XV_NFINDINGS; k++)
    if (!benign_p (k))
      n += findings[k];
  return n;
}

unsigned long
xexec_launches (void)
{
  return launches;
}

static int
by_executed (const void *a, const void *b)
{
  const struct fstat *x = a, *y = b;
  return x->executed < y->executed ? 1 : x->executed > y->executed ? -1
	 : strcmp (x->name, y->name);
}

/* The sums over the functions of user code (LIBRARY 0), the libraries
   (1) or all (-1).  */

static void
sum (int library, uint64_t *executed, uint64_t mem[SP_NSPACES][SP_NSPACES + 1])
{
  *executed = 0;
  memset (mem, 0, sizeof (uint64_t) * SP_NSPACES * (SP_NSPACES + 1));
  for (size_t i = 0; i < nfstats; i++)
    if (library < 0 || fstats[i].library == library)
      {
	*executed += fstats[i].executed;
	for (int n = 0; n < SP_NSPACES; n++)
	  for (int t = 0; t <= SP_NSPACES; t++)
	    mem[n][t] += fstats[i].mem[n][t];
      }
}

static uint64_t
named_total (uint64_t mem[SP_NSPACES][SP_NSPACES + 1], int n)
{
  uint64_t s = 0;
  for (int t = 0; t <= SP_NSPACES; t++)
    s += mem[n][t];
  return s;
}

static void
print_row (FILE *f, const char *label, uint64_t executed,
	   uint64_t mem[SP_NSPACES][SP_NSPACES + 1])
{
  uint64_t all = 0;
  for (int n = 0; n < SP_NSPACES; n++)
    all += named_total (mem, n);
  fprintf (f, "  %-26s %14llu %12llu", label, (unsigned long long) executed,
	   (unsigned long long) all);
  for (int n = 0; n < SP_NSPACES; n++)
    fprintf (f, " %10llu", (unsigned long long) named_total (mem, n));
  fprintf (f, "\n");
}

void
xexec_flush (void)
{
  for (size_t i = 0; i < nlive; i++)
    fold (live[i]);
}

void
xexec_report (FILE *f)
{
  uint64_t ex;
  uint64_t mem[SP_NSPACES][SP_NSPACES + 1];

  xexec_flush ();

  fprintf (f, "msp-run: dynamic counts of %lu grid%s: warp instructions "
	   "executed, memory instructions by the space they name\n",
	   launches, launches == 1 ? "" : "s");
  fprintf (f, "  %-26s %14s %12s", "", "warp-insns", "memory");
  for (int n = 0; n < SP_NSPACES; n++)
    fprintf (f, " %10s", ptx_space_names[n]);
  fprintf (f, "\n");
  sum (0, &ex, mem);
  print_row (f, "user code", ex, mem);
  uint64_t user_ex = ex, user_mem[SP_NSPACES][SP_NSPACES + 1];
  memcpy (user_mem, mem, sizeof mem);
  sum (1, &ex, mem);
  print_row (f, "libgomp, newlib, libgcc", ex, mem);
  sum (-1, &ex, mem);
  print_row (f, "all", ex, mem);

  fprintf (f, "  user code: memory instructions by the space named (rows) "
	   "and touched (columns)\n  %-10s", "");
  for (int t = 1; t < SP_NSPACES; t++)
    fprintf (f, " %10s", ptx_space_names[t]);
  fprintf (f, " %10s\n", "mixed");
  for (int n = 0; n < SP_NSPACES; n++)
    {
      if (named_total (user_mem, n) == 0)
	continue;
      fprintf (f, "  %-10s", ptx_space_names[n]);
      for (int t = 1; t <= SP_NSPACES; t++)
	fprintf (f, " %10llu", (unsigned long long) user_mem[n][t]);
      fprintf (f, "\n");
    }

  if (nfstats)
    {
      qsort (fstats, nfstats, sizeof *fstats, by_executed);
      fprintf (f, "  functions that ran the most warp instructions:\n");
      for (size_t i = 0; i < nfstats && i < 15; i++)
	{
	  uint64_t all = 0, gen = named_total (fstats[i].mem, SP_GENERIC);
	  for (int n = 0; n < SP_NSPACES; n++)
	    all += named_total (fstats[i].mem, n);
	  fprintf (f, "    %-40s %14llu insns %12llu memory %12llu generic%s\n",
		   fstats[i].name, (unsigned long long) fstats[i].executed,
		   (unsigned long long) all, (unsigned long long) gen,
		   fstats[i].library ? " (library)" : "");
	}
    }
  fprintf (f, "  findings:");
  for (int k = 0; k < XV_NFINDINGS; k++)
    fprintf (f, "%s %lu %s", k ? "," : "", findings[k], finding_names[k]);
  fprintf (f, "\n");

  /* One line for scripts.  */
  uint64_t uall = 0;
  for (int n = 0; n < SP_NSPACES; n++)
    uall += named_total (user_mem, n);
  fprintf (f, "msp-run-stats: grids=%lu insns=%llu user_insns=%llu "
	   "user_memory=%llu", launches, (unsigned long long) ex,
	   (unsigned long long) user_ex, (unsigned long long) uall);
  for (int n = 0; n < SP_NSPACES; n++)
    fprintf (f, " user_%s=%llu", ptx_space_names[n],
	     (unsigned long long) named_total (user_mem, n));
  fprintf (f, " violations=%lu const_as_global=%lu conversions=%lu\n",
	   xexec_violations (), findings[XV_CONST_AS_GLOBAL],
	   findings[XV_CONVERSION]);
}
