/* When the unit stores the bits of a .const pointer into memory, an
   integer loaded from memory may hold them: a pointer made from it stays
   generic.  (Were it resolved to global, ld.global would read the .const
   window.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

#pragma omp declare target
static const int ctab[64] = { 1, 2, 3 };
uintptr_t addr[64];
#pragma omp end declare target

int
main (void)
{
  int out[64];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 64; i++)
    addr[i] = (uintptr_t) &ctab[i];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 64; i++)
    out[i] = *(const int *) addr[i];
  return out[1] != 2;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(store of a pointer" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
