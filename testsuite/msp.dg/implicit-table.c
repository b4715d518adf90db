/* Pointer bits that reach a value through the address of a load or a
   store: a byte table indexed by a pointer's bytes gives them back, and
   flags set at indices computed from them keep them in memory.  A load
   takes the bits of its offsets and indices, and a store stores them
   (msp_address_implicit): both accesses through the rebuilt pointers
   stay generic.

   GCC 12 to 14 put the read-only table CTAB in .const: the memory mask
   holds .const, and the accesses to OUT and OUT2 through the data block
   are generic too (the host may hand a kernel a .const address it read
   back from device memory, and the unit stores .const bits).  GCC 15
   puts it in .global (PR target/119573); there CTAB is a block of
   libgomp's pteam allocator, which may be .shared (from GCC 14): the
   memory mask holds .shared, and the accesses to OUT and OUT2 stay
   .global (a .shared address dies with its kernel).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>
#include <omp.h>

#pragma omp declare target
#if __GNUC__ < 15
static const int ctab[4] = { 1, 2, 3, 4 };
#endif
unsigned char ident[256];
unsigned char flags[8][256];
int gbuf[4];
#pragma omp end declare target

int
main (void)
{
  int out = 0, out2 = 0;
  for (int i = 0; i < 256; i++)
    ident[i] = i;
#pragma omp target map(tofrom: out, out2)
  {
#if __GNUC__ >= 15
    int *ctab = (int *) omp_alloc (4 * sizeof (int), omp_pteam_mem_alloc);
    for (int k = 0; k < 4; k++)
      ctab[k] = k + 1;
#endif
    uintptr_t p = (uintptr_t) &ctab[out & 3];
    uintptr_t r = 0, s = 0;
    for (int k = 0; k < 8; k++)
      r |= (uintptr_t) ident[(p >> (8 * k)) & 0xff] << (8 * k);
    for (int k = 0; k < 8; k++)
      flags[k][(p >> (8 * k)) & 0xff] = 1;
    for (int k = 0; k < 8; k++)
      for (int v = 0; v < 256; v++)
	if (flags[k][v])
	  s |= (uintptr_t) v << (8 * k);
    uintptr_t g = (uintptr_t) &gbuf[out >> 20] - (uintptr_t) &gbuf[0];
    out = *(const int *) (r + g);
    out2 = *(const int *) (s + g);
#if __GNUC__ >= 15
    omp_free (ctab, omp_pteam_mem_alloc);
#endif
  }
  return out != 1 || out2 != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 4 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 { target msp_gcc15 } } } */
