/* With -fplugin-arg-msp-phase=none msp analyses but rewrites nothing: the
   PTX keeps GCC's generic accesses.  (The control for global-map.c: the
   qualified accesses there are msp's doing.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-phase=none" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 0 of 6 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
