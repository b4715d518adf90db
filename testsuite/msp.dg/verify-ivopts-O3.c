/* verify-ivopts.c at -O3, with the vectoriser's aliasing check.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "verify-ivopts.c"

/* { dg-final { scan-offload-ptx "ld.const.f32" } } */
