/* -fplugin-arg-msp-disable: msp stays loaded and does nothing, in the
   host compiler (no warning, nothing handed on: no dumps) and in the
   offload compiler, where the accesses stay generic.  */
/* { dg-options "-O2 -fplugin=@PLUGIN@ -fplugin-arg-msp-disable -fplugin-arg-msp-dump -fplugin-arg-msp-summary -fopenmp @OFFLOAD@=-fplugin-arg-msp-disable,-fplugin-arg-msp-dump,-fplugin-arg-msp-summary" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { offload-dump-absent t msp-early } } */
/* { dg-final { offload-dump-absent i ipmsp } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
