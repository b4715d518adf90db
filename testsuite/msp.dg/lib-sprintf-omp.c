/* lib-sprintf.c in OpenMP, with a .const address: the access through
   the parsed value is generic, never .global.  The accesses to OUT through the data block are generic
   too: the host may hand a kernel a .const address it read back from
   device memory, and the unit stores .const bits.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
static const int ctab[4] = { 1, 2, 3, 4 };
#pragma omp end declare target

int
main (void)
{
  int out = 0;
#pragma omp target map(tofrom: out)
  {
    char *buf = (char *) malloc (32);
    snprintf (buf, 32, "%p", (const void *) &ctab[out & 3]);
    void *v = (void *) strtoul (buf, 0, 16);
    out = *(const int *) v;
    free (buf);
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 } } */
