/* checks.cc -- warn about what PTX cannot do in the space msp proved.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   cicc's MemorySpaceOpt warns when it proves an operation illegal for
   the space it acts on ("Cannot do atomic on local memory" ...).  PTX
   has atom and red for some spaces only, and no st for the read-only
   ones (the atomic and store columns of the table of spaces, spaces.cc:
   no atomics on .const or .local memory, no st.const).  So msp-early
   (msp-late at -O0) warns, at the user's source location, about an
   atomic operation or a store on memory it proved to be in such a
   space; it leaves them generic (the rewrite gives atomics and stores
   no such space), so the build goes on as GCC alone would compile
   it.  -fplugin-arg-msp-warnings=no silences them, as
   cicc's no-warnings modes do.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/transform/checks.h"

/* STMT is an atomic operation on memory of MASK: warn if PTX has no
   atomic operations on it.  */

void
msp_check_atomic (gimple *stmt, msp_mask mask)
{
  const struct msp_space *s = msp_space_of_mask (mask);

  if (s && !s->atomic && msp_opts.warnings)
    warning_at (gimple_location (stmt), 0,
		"atomic operation on %s memory, which PTX does not support "
		"(the address is in the %<%s%> state space)", s->noun, s->ptx);
}

/* STMT stores to memory of MASK: warn if that memory is read-only.  */

void
msp_check_store (gimple *stmt, msp_mask mask)
{
  const struct msp_space *s = msp_space_of_mask (mask);

  if (s && !s->store && msp_opts.warnings)
    warning_at (gimple_location (stmt), 0,
		"store to %s memory, which is read-only (the address is in "
		"the %<%s%> state space)", s->noun, s->ptx);
}
