/* A worker reduction over addresses (legal C: uintptr_t).  oaccdevlow,
   after ipmsp, lowers it into stores and loads of __worker_red; the
   reduced value, a .shared address of the gang-private array, comes
   back through a load.  ipmsp counts what the lowering will store (the
   reduction's value and its receiver's), so the memory mask holds
   .shared and the access through the value stays generic (it was
   ld.global on a .shared address).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>

int
main (void)
{
  int out = 0;
#pragma acc parallel num_gangs(1) num_workers(4) copy(out)
  {
    int local[64];
    uintptr_t r = 0;
    for (int k = 0; k < 64; k++)
      local[k] = k;
#pragma acc loop worker reduction(max:r)
    for (int i = 0; i < 64; i++)
      r = r > (uintptr_t) &local[i] ? r : (uintptr_t) &local[i];
    out = *(int *) r;
  }
  return out != 63;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(OpenACC reduction" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
