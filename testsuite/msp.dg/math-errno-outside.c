/* Code outside the unit may read errno: perror, in newlib's libc, prints
   strerror (errno).  The math calls stay as they are
   (gimple/ipa/math-errno.cc, point 2).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>
#include <stdio.h>

double x = 1000.0, r;
#pragma omp declare target to(x, r)

int
main (int argc, char **argv)
{
#pragma omp target
  {
    r = exp (x);
    if (argc > 5)
      perror ("exp");
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "math errno: kept, it calls a function outside the unit that may read errno \[^\n\]*perror" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "is const, no code reads errno" "ipmsp" } } */
