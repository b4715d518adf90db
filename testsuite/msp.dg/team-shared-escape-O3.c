/* team-shared-escape.c at -O3: whatever form the optimisers give the
   uses, an address that may reach memory stays on the soft stack.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-escape.c"

/* { dg-final { scan-offload-ipa-dump "'a' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'c' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'d' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'f' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'e' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
