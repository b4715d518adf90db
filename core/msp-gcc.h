/* msp-gcc.h -- the GCC headers msp needs, in the order GCC wants them.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every msp source includes this header first and no GCC header of its
   own, so that the include order (config.h, system.h, coretypes.h, ...)
   is decided once.  The headers come from the nvptx-none-configured GCC
   tree that scripts/gen-headers.sh generates: with the x86_64 headers of
   gcc-12-plugin-dev the plugin would load and read wrong fields.

   msp builds against GCC 12 to 16.  What differs between them is
   bridged here, at the end, and nowhere else: the passes use GCC 12's
   interfaces.  */

#ifndef MSP_GCC_H
#define MSP_GCC_H

#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "rtl.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "ssa.h"
#include "memmodel.h"
#include "tm_p.h"
#include "emit-rtl.h"
#include "df.h"
#include "diagnostic-core.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "gimple-iterator.h"
#include "gimple-fold.h"
#include "gimple-walk.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "print-rtl.h"
#include "tree-cfg.h"
#include "tree-eh.h"
#include "cfganal.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-dfa.h"
#include "tree-ssa-dce.h"
#include "cfgloop.h"
#include "cgraph.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "attribs.h"
#include "stringpool.h"
#include "context.h"
#include "dumpfile.h"
#include "output.h"
#include "varasm.h"
#include "expr.h"
#include "builtins.h"
#include "calls.h"
#include "internal-fn.h"
#include "attr-fnspec.h"
#include "tree-inline.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "omp-general.h"
#include "explow.h"
#include "insn-config.h"
#include "recog.h"
#include "optabs-query.h"
#include "langhooks.h"
#include "intl.h"
#include "opts.h"
#include "toplev.h"

/* The release of the GCC these headers come from (BUILDING_GCC_MAJOR).  */
#include "bversion.h"

/* GCC 14 renamed last_stmt, the last statement of a block that is not a
   debug statement, to last_nondebug_stmt.  */
#if BUILDING_GCC_MAJOR >= 14
static inline gimple *
last_stmt (basic_block bb)
{
  return last_nondebug_stmt (bb);
}
#endif

/* GCC 14 renamed the nvptx backend's machine_function::has_varadic,
   set when the function makes a variadic call, to has_variadic.  */
#if BUILDING_GCC_MAJOR >= 14
#define MSP_HAS_VARIADIC_CALL(m) ((m)->has_variadic)
#else
#define MSP_HAS_VARIADIC_CALL(m) ((m)->has_varadic)
#endif

/* GCC 16 dropped CONST_CAST and CONST_CAST_TREE (system.h, tree.h) for
   plain const_cast.  */
#ifndef CONST_CAST
#define CONST_CAST(TYPE, X) const_cast<TYPE> (X)
#endif
#ifndef CONST_CAST_TREE
#define CONST_CAST_TREE(X) const_cast<tree> (X)
#endif

#endif /* MSP_GCC_H */
