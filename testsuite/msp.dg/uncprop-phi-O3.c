/* uncprop-phi.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include "uncprop-phi.c"

/* { dg-final { scan-offload-tree-dump {mask (_[0-9]+) = global; implicit global\n.*# \1 = PHI <_[0-9]+\([0-9]+\), &} "msp-late" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.global\.u32\t%r[0-9]+, \[%r[0-9]+\];} } } */
