/* team-shared-pun.c at -O1.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-pun.c"

/* { dg-final { scan-offload-ipa-dump "'a' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "placed in .shared" 0 "ipmsp" } } */
