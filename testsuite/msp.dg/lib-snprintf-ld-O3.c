/* A pointer's bits printed as a number: snprintf keeps its arguments
   (gimple/analysis/call-rules.cc, string_output_p), the literal's address
   (.const up to GCC 14, of no known space from GCC 15) may be in memory,
   and the unit stores pointers that may not be global.  lib-sprintf.c runs
   an address printed and parsed back.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>

int
main (void)
{
  char out[32];
#pragma omp target map(from: out)
  snprintf (out, sizeof out, "%ld", (long) "lit");
  return out[0] == 0;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no" "ipmsp" } } */
