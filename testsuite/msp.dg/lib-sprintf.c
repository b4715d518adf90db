/* A pointer printed in hex and parsed back, valid C: sprintf writes
   characters computed from its arguments, strtoul returns a number
   computed from them.  GCC describes neither (builtins.cc gives sprintf
   no fnspec), and msp takes the numbers sprintf prints as written
   (string_output_p): the memory mask holds the .shared address printed, and the access through the parsed value
   stays generic (it was ld.global: builtins were taken to store no
   pointer bits).

   The format prints no address, and its own address, a string literal
   (.const up to GCC 14, of no known space from GCC 15, PR
   target/119573), is only read (string_output_p): the memory mask holds
   .global and .shared, and the accesses to OUT through the data block
   are .global.  They were generic up to GCC 14, the literal's address
   taken as stored; GCC 15 has the format in a global array, which the
   compute region maps.  */
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
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
