/* -fplugin-arg-msp-team-shared-max=N caps the bytes of team arrays per
   kernel: the 1024-byte array moves, the 2048-byte one does not.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-team-shared-max=1024" } */

#include "team-shared-off.c"

/* { dg-final { scan-offload-ipa-dump "team arrays: 1024 bytes of .shared \\(budget 1024 per kernel\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'a' \\(1024 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack: over the .shared budget" "ipmsp" } } */
