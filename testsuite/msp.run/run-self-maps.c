/* requires self_maps (GCC 15): every map clause maps a host address to
   itself, so the kernel gets the host's malloc'ed buffer and the
   address of a host variable, and writes the host's copies.  */
/* { dg-do run { target msp_gcc15 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <stdlib.h>

#pragma omp requires self_maps

#define N 1000

int
main (void)
{
  double *x = (double *) malloc (N * sizeof (double));
  double dot = 0;
  int same = 0;

  for (int i = 0; i < N; i++)
    x[i] = i * 0.5;
#pragma omp target teams distribute parallel for map(tofrom: x[0:N]) \
	reduction(+: dot)
  for (int i = 0; i < N; i++)
    {
      dot += x[i] * x[i];
      x[i] += 1.0;
    }
  /* The device sees the host's own address.  */
#pragma omp target map(tofrom: x[0:N], same)
  same = x != NULL && x[1] == 1.5;
  printf ("run-self-maps: %.1f %.1f %d\n", dot, x[N - 1], same);
  free (x);
  return 0;
}
