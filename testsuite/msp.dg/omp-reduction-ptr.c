/* An OpenMP simd reduction over addresses: on nvptx the lanes combine
   their values with warp shuffles (.GOMP_SIMT_XCHG_BFLY, registers), and
   the value, a .const address, keeps its mask: the access through it is
   .const or generic, never .global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>

#pragma omp declare target
static const int ctab[64] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp end declare target

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
    uintptr_t r = 0;
#pragma omp simd reduction(max:r)
    for (int i = 0; i < 64; i++)
      r = r > (uintptr_t) &ctab[i] ? r : (uintptr_t) &ctab[i];
    out = *(const int *) r;
  }
  return out != 0;
}

/* { dg-final { scan-offload-ptx-not "ld.global.u32\t%r\[0-9\]+, \\\[%r\[0-9\]+\\\];" } } */
