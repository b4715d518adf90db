/* printf reads errno only for %m: with a literal format without it, the
   math calls become const; with %m, they stay (gimple/ipa/math-errno.cc,
   point 2).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>
#include <stdio.h>

double x = 1.0, r;
#pragma omp declare target to(x, r)

int
main (int argc, char **argv)
{
#pragma omp target
  {
    r = exp (x);
    printf ("%g\n", r);
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "math errno: exp is const, no code reads errno" "ipmsp" } } */
