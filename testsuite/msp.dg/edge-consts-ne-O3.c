/* edge-consts-ne.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include "edge-consts-ne.c"

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'tile' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump {mask r_[0-9]+ = global\|shared} "msp-late" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.f32\t%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {ld\.global\.f32} } } */
