/* interp.h -- what the interpreter tells the reports.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.  */

#ifndef MSP_INTERP_H
#define MSP_INTERP_H

#include <stdint.h>
#include "program.h"

/* The classes of findings of the checker (stats.c reports them).  */

enum xfinding
{
  XV_SPACE,		/* an access names a space the address is not in:
			   the miscompile msp must never make */
  XV_BOUNDS,		/* inside no object of the space it names, or of
			   any space */
  XV_MISALIGNED,	/* not aligned to its size (a fault on hardware) */
  XV_CONST_AS_GLOBAL,	/* ld.global of a .const address: undefined by
			   the PTX ISA, which hardware tolerates */
  XV_CONVERSION,	/* cvta.to.SPACE of an address of another window:
			   no fault, but a wrong fact if the value is used
			   (then the access is reported too) */
  XV_NFINDINGS
};

/* One finding, for the report.  */

struct xviolation
{
  enum xfinding kind;
  const struct xprog *prog;
  const struct xfunc *func;
  const struct xinsn *insn;
  int named;			/* the space the instruction names */
  int actual;			/* the window the address is in, or -1 */
  uint64_t addr;
  unsigned size;
  int store;
  unsigned cta[3];
  unsigned tid[3];
};

/* stats.c: report V; return nonzero if the launch must stop.  */
extern int xreport_finding (const struct xviolation *v);
/* stats.c: a grid of PROG ran; count it.  */
extern void xstats_launched (struct xprog *prog, uint64_t warp_insns);
/* stats.c: where IN comes from, "file.c:12" or "module 3 line 40".  */
extern void xinsn_where (const struct xprog *prog, const struct xinsn *in,
			 char *buf, size_t size);

/* stats.c: PROG is being freed: keep its counts.  */
extern void xstats_retire (struct xprog *prog);


#endif /* MSP_INTERP_H */
