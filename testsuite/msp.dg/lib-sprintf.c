/* A pointer printed in hex and parsed back, valid C: sprintf writes
   characters computed from its arguments, strtoul returns a number
   computed from them.  GCC describes neither (builtins.cc gives sprintf
   no fnspec), so sprintf keeps its arguments: the memory mask holds the
   .shared address it printed, and the access through the parsed value
   stays generic (it was ld.global: builtins were taken to store no
   pointer bits).

   GCC 12 to 14 put the format, a string literal, in .const: the memory
   mask holds .const too, and the accesses to OUT through the data block
   are generic (the host may hand a kernel a .const address it read back
   from device memory, and the unit stores .const bits).  GCC 15 gives
   string literals no data area (PR target/119573), msp takes their space
   as unknown, and a literal format would make the memory mask unknown:
   there the format is a global array, which the compute region maps, the
   memory mask holds .global and .shared only, and the accesses to OUT
   are .global.  */
/* -std=gnu17: GCC 15 defaults to C23, for which glibc's stdlib.h
   redirects strtoul to __isoc23_strtoul, which newlib, the device's C
   library, lacks (the offload link fails).  */
/* { dg-options "-O2 -std=gnu17 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
#include <stdlib.h>

#if __GNUC__ >= 15
char fmt[] = "%lx";
#else
#define fmt "%lx"
#endif

int
main (void)
{
  int out = 0;
#pragma acc parallel num_gangs(1) copy(out)
  {
    int x[4] = { 1, 2, 3, 4 };
    char *buf = (char *) malloc (32);
    int k = out;
    sprintf (buf, fmt, (unsigned long) &x[k & 3]);
    unsigned long v = strtoul (buf, 0, 16);
    out = *(int *) v;
    free (buf);
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 2 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 { target msp_gcc15 } } } */
