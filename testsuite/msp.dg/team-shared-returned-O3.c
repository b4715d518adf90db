/* team-shared-returned.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-returned.c"

/* { dg-final { scan-offload-ipa-dump "'t' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "team arrays of " 2 "ipmsp" } } */
