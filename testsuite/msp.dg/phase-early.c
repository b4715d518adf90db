/* With the early phase alone, msp-early rewrites the global accesses
   too, since no later pass would.  It converts each access's pointer
   right before the access (rewrite.cc, access_version), a conversion
   the loop optimisers do not look through: the accesses stay global,
   but the loop's addresses are not theirs to rebuild, which is why
   msp-early leaves global accesses to msp-late when both phases run
   (global-map.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-phase=early" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 6 of 6 memory references resolved \\(global 6, shared 0, const 0, local 0\\); \[1-9\]\[0-9\]* conversions\\n" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump-not "left to msp-late" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 6 of 6 memory references resolved" "msp-late" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
