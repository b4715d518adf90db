/* block-teams-private.c in C++, at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-team-shared=0" } */

#include "block-teams-private.c"

/* { dg-final { scan-offload-ipa-dump "callback main._omp_fn.3: data parameter global; data block empty(, bits \[0-9\]+\\+64 global){4}\n" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-not {\tatom\.(cas|add)\.} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " { target { ! msp_gcc15 } } } } */
