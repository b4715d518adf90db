/* -fplugin-arg-msp-* given on the host line reach the offload compile:
   with phase=none msp rewrites nothing there (phase-none.c).  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-dump -fplugin-arg-msp-phase=none" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 0 of 6 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
