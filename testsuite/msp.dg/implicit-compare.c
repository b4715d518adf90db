/* A pointer's bits kept as the outcomes of tests on them (7 or 2, so
   that GCC turns no test into arithmetic), stored, and read back by more
   tests: a COND_EXPR takes its condition's bits, a comparison its
   operands', a store what it stores.  The memory mask holds .const and
   the access through the rebuilt pointer stays generic (it was
   .global).  The accesses to OUT through the data block are generic
   too: the host may hand a kernel a .const address it read back from
   device memory, and the unit stores .const bits.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

#pragma omp declare target
static const int ctab[4] = { 1, 2, 3, 4 };
int gbuf[4];
unsigned char seen[64];
#pragma omp end declare target

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
    uintptr_t p = (uintptr_t) &ctab[out & 3];
    uintptr_t r = 0;
    for (int k = 0; k < 64; k++)
      seen[k] = ((p >> k) & 1) ? 7 : 2;
    for (int k = 0; k < 64; k++)
      r |= (uintptr_t) (seen[k] == 7) << k;
    uintptr_t g = (uintptr_t) &gbuf[out >> 20] - (uintptr_t) &gbuf[0];
    out = *(const int *) (r + g);
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 3 } } */
