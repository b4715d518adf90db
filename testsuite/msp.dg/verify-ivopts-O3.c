/* verify-ivopts.c at -O3, with the vectoriser's aliasing check.  GCC 15
   puts the table in .global (PR target/119573): there the load is
   ld.global.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "verify-ivopts.c"

/* { dg-final { scan-offload-ptx "ld.const.f32" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not "ld.const" { target msp_gcc15 } } } */
