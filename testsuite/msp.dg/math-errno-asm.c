/* An asm that may call a function (which may read errno) keeps the math
   calls as they are (gimple/ipa/math-errno.cc, point 3).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>

double x = 1.0, r;
#pragma omp declare target to(x, r)

int
main (void)
{
#pragma omp target
  {
    r = exp (x);
    __asm__ volatile ("// call nothing, really" ::: "memory");
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "math errno: kept, an asm may call a function or name errno" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "is const, no code reads errno" "ipmsp" } } */
