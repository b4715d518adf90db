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
   gcc-12-plugin-dev the plugin would load and read wrong fields.  */

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
#include "expr.h"
#include "builtins.h"
#include "calls.h"
#include "internal-fn.h"
#include "attr-fnspec.h"
#include "tree-inline.h"
#include "omp-general.h"
#include "explow.h"
#include "insn-config.h"
#include "recog.h"
#include "optabs-query.h"
#include "langhooks.h"
#include "intl.h"
#include "opts.h"
#include "toplev.h"

#endif /* MSP_GCC_H */
