/* A table of the unit holds the address of perror, which reads errno:
   the unit may call it through the table, and the math calls stay as
   they are (gimple/ipa/math-errno.cc, point 2).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>
#include <stdio.h>

double x = 1.0, r;
void (*say) (const char *) = perror;
#pragma omp declare target to(x, r, say)

int
main (int argc, char **argv)
{
#pragma omp target
  {
    r = exp (x);
    if (argc > 5)
      say ("exp");
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "math errno: kept, say\[/0-9\]* refers to perror" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "is const, no code reads errno" "ipmsp" } } */
