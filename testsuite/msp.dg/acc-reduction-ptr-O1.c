/* acc-reduction-ptr.c at -O1.  */
/* { dg-options "-O1 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "acc-reduction-ptr.c"

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(OpenACC reduction" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
