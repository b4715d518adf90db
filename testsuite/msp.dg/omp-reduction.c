/* An OpenMP reduction of a double ends in a compare-and-swap loop
   (.ATOMIC_COMPARE_EXCHANGE) whose expected and desired values are the
   bits of doubles (VIEW_CONVERT_EXPR): they are not pointers, so the unit
   still stores only global pointers, and the array pointers that the
   parallel region loads through the team's data block (x and y are
   automatic variables of the team function, on the soft stack) are
   global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdlib.h>

#define N 4096

int
main (void)
{
  float *x = malloc (N * sizeof (float));
  float *y = malloc (N * sizeof (float));
  double dot = 0.0;
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 13 - 4;
      y[i] = i % 7 - 1;
    }
#pragma omp target data map(to: x[0:N], y[0:N])
#pragma omp target teams distribute parallel for reduction(+: dot) map(tofrom: dot)
  for (int i = 0; i < N; i++)
    dot += x[i] * y[i];
  return dot == 12345.0;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx {atom\.global\.cas\.b64} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
