/* A format that is not a literal, which may print an address: snprintf
   keeps its arguments (gimple/analysis/call-rules.cc, string_output_p),
   the pointer it is given (a parameter of a function called through a
   pointer, of no known space, where a string literal would be global from
   GCC 15) may be in memory, and the unit stores pointers that may not be
   global.  lib-sprintf.c runs an address printed and parsed back.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
char fmt[] = "%p";
#pragma omp declare target to(fmt)

#pragma omp declare target
static void __attribute__ ((noinline))
print (char *out, const void *p)
{
  snprintf (out, 32, fmt, p);
}
#pragma omp end declare target

int
main (void)
{
  char out[32];
#pragma omp target map(from: out)
  {
    void (*volatile printer) (char *, const void *) = print;
    printer (out, "lit");
  }
  return out[0] == 0;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no" "ipmsp" } } */
