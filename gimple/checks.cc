/* checks.cc -- warn about what PTX cannot do in the space msp proved.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   cicc's MemorySpaceOpt warns when it proves an operation illegal for
   the space it acts on ("Cannot do atomic on local memory" ...).  The
   PTX ISA gives atom and red the .global and .shared spaces only (and
   the generic one, where an address into another space is undefined),
   and has no st.const: .const memory is read-only during a kernel.  So
   msp-early (msp-late at -O0) warns, at the user's source location, about an atomic
   operation on memory it proved .const or .local, and about a store to
   memory it proved .const; it leaves them generic (the rewrite gives
   atomics and stores no such space), so the build goes on as GCC alone
   would compile it.  -fplugin-arg-msp-warnings=no silences them, as
   cicc's no-warnings modes do.  */

#include "msp-gcc.h"
#include "msp.h"
#include "lattice.h"
#include "checks.h"

/* The name msp's warnings give the space of MASK.  */

static const char *
space_name (msp_mask mask)
{
  switch (mask)
    {
    case MSP_CONST:
      return "constant";
    case MSP_LOCAL:
      return "local";
    case MSP_PARAM:
      return "parameter";
    default:
      return NULL;
    }
}

/* STMT is an atomic operation on memory of MASK: warn if PTX has no
   atomic operations on it.  */

void
msp_check_atomic (gimple *stmt, msp_mask mask)
{
  const char *name = space_name (mask);

  if (name && msp_opts.warnings)
    warning_at (gimple_location (stmt), 0,
		"atomic operation on %s memory, which PTX does not support "
		"(the address is in the %<.%s%> state space)", name,
		mask == MSP_CONST ? "const" : mask == MSP_LOCAL ? "local"
		: "param");
}

/* STMT stores to memory of MASK: warn if that memory is read-only.  */

void
msp_check_store (gimple *stmt, msp_mask mask)
{
  if (mask == MSP_CONST && msp_opts.warnings)
    warning_at (gimple_location (stmt), 0,
		"store to constant memory, which is read-only (the address "
		"is in the %<.const%> state space)");
}
