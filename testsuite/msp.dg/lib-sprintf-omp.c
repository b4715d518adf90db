/* lib-sprintf.c in OpenMP, with an address that is not global: the
   access through the parsed value is generic, never .global.

   GCC 12 to 14 put the read-only table CTAB, and the format, a string
   literal, in .const: the memory mask holds .const, and the accesses to
   OUT through the data block are generic too (the host may hand a kernel
   a .const address it read back from device memory, and the unit stores
   .const bits).  GCC 15 puts CTAB in .global (PR target/119573); there
   CTAB is a block of libgomp's pteam allocator, which may be .shared
   (from GCC 14): the memory mask holds .shared, and the accesses to OUT
   stay .global (a .shared address dies with its kernel).  The format is
   then a global array, which the target region maps: GCC 15 gives string
   literals no data area, msp takes their space as unknown, and a literal
   format would make the memory mask unknown.  */
/* -std=gnu17: GCC 15 defaults to C23, for which glibc's stdlib.h
   redirects strtoul to __isoc23_strtoul, which newlib, the device's C
   library, lacks (the offload link fails).  */
/* { dg-options "-O2 -std=gnu17 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#if __GNUC__ >= 15
char fmt[] = "%p";
#else
#define fmt "%p"
#pragma omp declare target
static const int ctab[4] = { 1, 2, 3, 4 };
#pragma omp end declare target
#endif

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
    char *buf = (char *) malloc (32);
    snprintf (buf, 32, fmt, (const void *) &ctab[out & 3]);
    void *v = (void *) strtoul (buf, 0, 16);
    out = *(const int *) v;
    free (buf);
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
