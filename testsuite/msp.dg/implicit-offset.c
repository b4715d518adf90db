/* Pointer arithmetic stays in its object, so Q = GBUF + OFF points into
   GBUF whatever OFF holds; but OFF's bits are in Q's value: here a byte
   of a .const address, which Q - GBUF gives back.  Pointer arithmetic
   puts its offset's bits in the result's implicit mask, which a store of
   the pointer stores (Q goes through a volatile slot, so that GCC does
   not fold Q - GBUF): the memory mask holds .const, and the access
   through the rebuilt pointer stays generic (it was .global).  The accesses to OUT through the data block are generic
   too: the host may hand a kernel a .const address it read back from
   device memory, and the unit stores .const bits.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

#pragma omp declare target
static const int ctab[4] = { 1, 2, 3, 4 };
char gbuf[256];
#pragma omp end declare target

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
    uintptr_t c = (uintptr_t) &ctab[out & 3];
    uintptr_t r = 0;
    for (int k = 0; k < 8; k++)
      {
	char *volatile q = &gbuf[0] + ((c >> (8 * k)) & 0xff);
	r |= ((uintptr_t) q - (uintptr_t) &gbuf[0]) << (8 * k);
      }
    out = *(const int *) r;
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 } } */
