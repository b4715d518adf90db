/* team-shared-pun.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-pun.c"

/* { dg-final { scan-offload-ipa-dump "'a' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "placed in .shared" 0 "ipmsp" } } */
