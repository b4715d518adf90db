/* acc-reduction-ptr.c at -O3.  */
/* { dg-options "-O3 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "acc-reduction-ptr.c"

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(OpenACC reduction" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
