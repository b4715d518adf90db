/* The late phase alone resolves what ivopts made of the pointers: the
   integer induction variables and TARGET_MEM_REFs of the loop.  The
   conversion happens once, outside the loop.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-phase=late" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 0 of 6 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "mask ivtmp\[^ \]* = global" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 6 of 6 memory references resolved" "msp-late" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 .* cvta_in_loop=0 " } } */
