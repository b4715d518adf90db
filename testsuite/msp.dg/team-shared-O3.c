/* team-shared.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared.c"

/* { dg-final { scan-offload-ipa-dump "'tile' \\(1024 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'hist' \\(32 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {st\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {atom\.shared\.add\.u32} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
