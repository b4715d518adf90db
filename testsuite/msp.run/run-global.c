/* Global memory: mapped arrays, a declare-target array, a malloc'ed
   buffer mapped by pointer, read and written by every thread of several
   teams; an integer reduction.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <stdlib.h>

#define N 4096

#pragma omp declare target
int gtab[64];
#pragma omp end declare target

int
main (void)
{
  int *a = malloc (N * sizeof (int)), b[N];
  long sum = 0;
  for (int i = 0; i < 64; i++)
    gtab[i] = i * i;
#pragma omp target update to(gtab)
  for (int i = 0; i < N; i++)
    a[i] = i % 97;
#pragma omp target teams distribute parallel for map(to: a[0:N]) \
	map(from: b) reduction(+: sum)
  for (int i = 0; i < N; i++)
    {
      b[i] = a[i] * 3 + gtab[i & 63];
      sum += b[i];
    }
  long want = 0;
  for (int i = 0; i < N; i++)
    {
      if (b[i] != a[i] * 3 + (i & 63) * (i & 63))
	abort ();
      want += b[i];
    }
  printf ("run-global: %ld %ld\n", sum, want);
  free (a);
  return sum != want;
}
