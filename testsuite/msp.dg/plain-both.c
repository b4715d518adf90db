/* Both forms at once, -fplugin on the host line and
   -foffload-options=nvptx-none=-fplugin with the same path: the offload
   compiler gets -fplugin several times, loads msp once (GCC's
   add_new_plugin ignores a repeated path) and registers its passes once
   (a second instance of a pass would number its dump, msp-early1).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump -fplugin=@PLUGIN@ -fplugin-arg-msp-dump" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { offload-dump-exists i ipmsp } } */
/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { offload-dump-exists t msp-late } } */
/* { dg-final { scan-offload-tree-dump-times "main._omp_fn.1: 6 of 6 memory references resolved" 1 "msp-early" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
