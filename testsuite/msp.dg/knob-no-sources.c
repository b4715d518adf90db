/* Without param-always-point-to-global and track-indir-load nothing
   resolves.  (knob-param-global.c without the second knob.)
   -fplugin-arg-msp-param-always-point-to-global=0 drops the rule that a
   kernel's data block (its parameter) is global memory: the block's own
   reads stay generic.  The array pointer loaded from it is still global,
   by the separate proof that the unit stores only global pointers; with
   track-indir-load=0 as well, nothing resolves.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-param-always-point-to-global=0,-fplugin-arg-msp-track-indir-load=0" } */

/* The program of knob-param-global.c.  */
#include "knob-param-global.c"

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(-fplugin-arg-msp-track-indir-load=0\\)" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: 0 of 3 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
