/* An OpenMP simd reduction over addresses: on nvptx the lanes combine
   their values with warp shuffles (.GOMP_SIMT_XCHG_BFLY, registers), and
   the value, an address that is not global, keeps its mask: the access
   through it is never .global.  GCC 12 to 14 put the read-only table
   CTAB in .const, and the access is .const or generic.  GCC 15 puts it
   in .global (PR target/119573); there CTAB is a block of libgomp's
   pteam allocator, which may be .shared (from GCC 14), and the access is
   generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>
#include <omp.h>

#if __GNUC__ < 15
#pragma omp declare target
static const int ctab[64] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp end declare target
#endif

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
#if __GNUC__ >= 15
    int *ctab = (int *) omp_alloc (64 * sizeof (int), omp_pteam_mem_alloc);
    for (int i = 0; i < 64; i++)
      ctab[i] = i + 1;
#endif
    uintptr_t r = 0;
#pragma omp simd reduction(max:r)
    for (int i = 0; i < 64; i++)
      r = r > (uintptr_t) &ctab[i] ? r : (uintptr_t) &ctab[i];
    out = *(const int *) r;
#if __GNUC__ >= 15
    omp_free (ctab, omp_pteam_mem_alloc);
#endif
  }
  return out != 0;
}

/* { dg-final { scan-offload-ptx-not "ld.global.u32\t%r\[0-9\]+, \\\[%r\[0-9\]+\\\];" } } */
