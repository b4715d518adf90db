/* A pointer rebuilt as the trip count of a loop (its step is read from a
   volatile, so that GCC cannot compute the final value): the counter's
   header PHI takes the bits of the exit condition, on which the latch
   is control dependent, and the access through it stays generic (it was
   .global: the counter looked empty, the term added global).

   GCC 12 to 14 put the read-only table CTAB in .const; the accesses to
   OUT through the data block are generic too (the host may hand a
   kernel a .const address it read back from device memory, and the unit
   stores .const bits).  GCC 15 puts it in .global (PR target/119573);
   there CTAB is a block of libgomp's pteam allocator, which may be
   .shared (from GCC 14), and the accesses to OUT stay .global (a .shared
   address dies with its kernel).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>
#include <omp.h>

#pragma omp declare target
#if __GNUC__ < 15
static const int ctab[4] = { 1, 2, 3, 4 };
#endif
int gbuf[4];
volatile int one = 1;
#pragma omp end declare target

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
#if __GNUC__ >= 15
    int *ctab = (int *) omp_alloc (4 * sizeof (int), omp_pteam_mem_alloc);
    for (int k = 0; k < 4; k++)
      ctab[k] = k + 1;
#endif
    uintptr_t p = (uintptr_t) &ctab[out & 3];
    uintptr_t r = 0;
    while (r != p)
      r += one;
    out = *(const int *) (r + ((uintptr_t) &gbuf[out >> 20]
			       - (uintptr_t) &gbuf[0]));
#if __GNUC__ >= 15
    omp_free (ctab, omp_pteam_mem_alloc);
#endif
  }
  return out != 1;
}

/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 { target msp_gcc15 } } } */
