/* A pointer made from an integer that no pointer flowed into (here one
   loaded from memory) stays generic: msp does not follow integers read
   from memory.  (Compiled only: the addresses are host values.)  */
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

/* { dg-final { scan-offload-tree-dump "mask _\[0-9\]+ = unknown" "msp-early" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
