/* A pointer rebuilt as the trip count of a loop (its step is read from a
   volatile, so that GCC cannot compute the final value): the counter's
   header PHI takes the bits of the exit condition, on which the latch
   is control dependent, and the access through it stays generic (it was
   .global: the counter looked empty, the term added global).  The accesses to OUT through the data block are generic
   too: the host may hand a kernel a .const address it read back from
   device memory, and the unit stores .const bits.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

#pragma omp declare target
static const int ctab[4] = { 1, 2, 3, 4 };
int gbuf[4];
volatile int one = 1;
#pragma omp end declare target

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
    uintptr_t p = (uintptr_t) &ctab[out & 3];
    uintptr_t r = 0;
    while (r != p)
      r += one;
    out = *(const int *) (r + ((uintptr_t) &gbuf[out >> 20]
			       - (uintptr_t) &gbuf[0]));
  }
  return out != 1;
}

/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 } } */
