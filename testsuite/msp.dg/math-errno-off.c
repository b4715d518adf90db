/* -fplugin-arg-msp-const-math=0 leaves the math calls of math-errno.c
   as GCC made them: expf is not made const, and the loop loads the
   bound and off[shift] again after each call.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-const-math=0,-lm" } */

#include "math-errno.c"

/* { dg-final { scan-offload-ipa-dump-not "math errno: expf is const" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {expf, \(%out_arg1\);[^$]*ld\.global} } } */
