/* census.cc -- count the memory references of a function, for dumps.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every msp pass starts its dump of a function with two lines that the
   testsuite scans:

     options: optimize=2 soft-stack=1 uniform-simt=1 gomp=1 openmp=1 ...
     memory references: 7 (MEM_REF 4, TARGET_MEM_REF 1, decl 2)

   The first shows the compiler state msp reads through its headers (a
   header mismatch would show wrong values here before it corrupted
   anything).  The second classifies every load and store operand by the
   base get_base_loadstore finds: a MEM_REF or TARGET_MEM_REF through a
   pointer, or a declaration (including MEM_REF[&decl]), whose address
   the backend already knows a data area for.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "plugin/census.h"

/* Write the options that decide msp's answers to FILE.  */

void
msp_dump_options (FILE *file)
{
  fprintf (file, "options: optimize=%d soft-stack=%d uniform-simt=%d "
	   "gomp=%d openmp=%d openacc=%d sm80=%d\n",
	   optimize, TARGET_SOFT_STACK ? 1 : 0, TARGET_UNIFORM_SIMT ? 1 : 0,
	   TARGET_GOMP ? 1 : 0, flag_openmp ? 1 : 0, flag_openacc ? 1 : 0,
	   TARGET_SM80 ? 1 : 0);
}

/* Counts of memory references by the kind of their base.  */

struct ref_census
{
  unsigned mem_ref;
  unsigned target_mem_ref;
  unsigned decl;
};

/* walk_stmt_load_store_ops callback: classify the base BASE of a load
   or store of STMT into the census DATA.  */

static bool
census_visit (gimple *, tree base, tree, void *data)
{
  struct ref_census *c = (struct ref_census *) data;

  if (TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) != ADDR_EXPR)
    c->mem_ref++;
  else if (TREE_CODE (base) == TARGET_MEM_REF
	   && TREE_CODE (TMR_BASE (base)) != ADDR_EXPR)
    c->target_mem_ref++;
  else
    c->decl++;
  return false;
}

/* Dump the options and the census of FUN's memory references to FILE.  */

void
msp_census_function (function *fun, FILE *file)
{
  struct ref_census c = { 0, 0, 0 };
  basic_block bb;

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      walk_stmt_load_store_ops (gsi_stmt (gsi), &c, census_visit,
				census_visit);

  msp_dump_options (file);
  fprintf (file, "memory references: %u (MEM_REF %u, TARGET_MEM_REF %u, "
	   "decl %u)\n", c.mem_ref + c.target_mem_ref + c.decl, c.mem_ref,
	   c.target_mem_ref, c.decl);
}
