/* The clone limit: with -fplugin-arg-msp-do-clone-for-ip-msp=0, SUM8,
   called with a gang-private tile (.shared) and with a global array, is
   not cloned; its parameter has no single space, and its loads stay
   generic.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-do-clone-for-ip-msp=0" } */

#include "ip-clone.c"

/* { dg-final { scan-offload-ipa-dump "avoid cloning of sum8" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "is cloned" 0 "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "0 clones made" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
