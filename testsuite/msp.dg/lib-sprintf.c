/* A pointer printed in hex and parsed back, valid C: sprintf writes
   characters computed from its arguments, strtoul returns a number
   computed from them.  GCC describes neither (builtins.cc gives sprintf
   no fnspec), so sprintf keeps its arguments: the memory mask holds the
   .shared address it printed, and the access through the parsed value
   stays generic (it was ld.global: builtins were taken to store no
   pointer bits).  The accesses to OUT through the data block are generic
   too: the host may hand a kernel a .const address it read back from
   device memory, and the unit stores .const bits.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  int out = 0;
#pragma acc parallel num_gangs(1) copy(out)
  {
    int x[4] = { 1, 2, 3, 4 };
    char *buf = (char *) malloc (32);
    int k = out;
    sprintf (buf, "%lx", (unsigned long) &x[k & 3]);
    unsigned long v = strtoul (buf, 0, 16);
    out = *(int *) v;
    free (buf);
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 } } */
