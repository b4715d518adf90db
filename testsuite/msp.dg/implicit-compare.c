/* A pointer's bits kept as the outcomes of tests on them (7 or 2, so
   that GCC turns no test into arithmetic), stored, and read back by more
   tests: a COND_EXPR takes its condition's bits, a comparison its
   operands', a store what it stores.  The pointer is not global, and the
   access through the rebuilt pointer stays generic (it was .global).

   GCC 12 to 14 put the read-only table CTAB in .const: the memory mask
   holds .const, and the accesses to OUT through the data block are
   generic too (the host may hand a kernel a .const address it read back
   from device memory, and the unit stores .const bits).  GCC 15 puts it
   in .global (PR target/119573); there CTAB is a block of libgomp's
   pteam allocator, which may be .shared (from GCC 14): the memory mask
   holds .shared, and the accesses to OUT stay .global (a .shared address
   dies with its kernel).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>
#include <omp.h>

#pragma omp declare target
#if __GNUC__ < 15
static const int ctab[4] = { 1, 2, 3, 4 };
#endif
int gbuf[4];
unsigned char seen[64];
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
    for (int k = 0; k < 64; k++)
      seen[k] = ((p >> k) & 1) ? 7 : 2;
    for (int k = 0; k < 64; k++)
      r |= (uintptr_t) (seen[k] == 7) << k;
    uintptr_t g = (uintptr_t) &gbuf[out >> 20] - (uintptr_t) &gbuf[0];
    out = *(const int *) (r + g);
#if __GNUC__ >= 15
    omp_free (ctab, omp_pteam_mem_alloc);
#endif
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 3 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 { target msp_gcc15 } } } */
