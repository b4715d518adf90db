/* A pointer made from an integer loaded from memory is global when the
   unit stores only global pointer bits: the integer holds the bits of a
   global pointer (written by the host, as here) or none (unit.cc, the
   induction over the stores).  (Compiled only: the addresses are host
   values.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

int
main (void)
{
  int data[64], out[64];
  uintptr_t addr[64];
  for (int i = 0; i < 64; i++)
    addr[i] = (uintptr_t) &data[i];
#pragma omp target teams distribute parallel for map(to: addr) map(from: out)
  for (int i = 0; i < 64; i++)
    out[i] = *(int *) addr[i];
  return out[5] != 5;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "mask _\[0-9\]+ = global" "msp-early" } } */
/* { dg-final { scan-offload-ptx "ld.global.u32" } } */
/* { dg-final { scan-offload-ptx-not "\tld.u32" } } */
