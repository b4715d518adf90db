/* Pointer arithmetic stays in its object, so Q = GBUF + OFF points into
   GBUF whatever OFF holds; but OFF's bits are in Q's value: here a byte
   of a pointer to CTAB, which Q - GBUF gives back.  Pointer arithmetic
   puts its offset's bits in the result's implicit mask, which a store of
   the pointer stores (Q goes through a volatile slot, so that GCC does
   not fold Q - GBUF): the memory mask holds CTAB's space, and the access
   through the rebuilt pointer stays generic (it was .global).

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
char gbuf[256];
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
    uintptr_t c = (uintptr_t) &ctab[out & 3];
    uintptr_t r = 0;
    for (int k = 0; k < 8; k++)
      {
	char *volatile q = &gbuf[0] + ((c >> (8 * k)) & 0xff);
	r |= ((uintptr_t) q - (uintptr_t) &gbuf[0]) << (8 * k);
      }
    out = *(const int *) r;
#if __GNUC__ >= 15
    omp_free (ctab, omp_pteam_mem_alloc);
#endif
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 { target msp_gcc15 } } } */
