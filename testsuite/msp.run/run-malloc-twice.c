/* Two allocations of the same size in a unit where no code reads
   errno: the math-errno rule (gimple/ipa/math-errno.cc) makes the math
   builtins const there, but malloc, calloc and the allocate clause's
   GOMP_alloc share their fn spec's "C" (errno) and must stay calls,
   each returning new memory: made const, each pair would be one block,
   and the sums below wrong.  (libgomp's examples-4/async_target-2.c
   found it.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <stdlib.h>

#define N 64

int
main (void)
{
  long out[3] = { 0, 0, 0 };

#pragma omp target map(from: out)
  {
    int *a = (int *) malloc (N * sizeof (int));
    int *b = (int *) malloc (N * sizeof (int));
    int *c = (int *) calloc (N, sizeof (int));
    int *d = (int *) calloc (N, sizeof (int));
    if (a && b && c && d)
      {
	for (int i = 0; i < N; i++)
	  {
	    a[i] = i;
	    b[i] = 2 * i;
	    c[i] += 3 * i;
	    d[i] += 4 * i;
	  }
	for (int i = 0; i < N; i++)
	  {
	    out[0] += a[i] + b[i];
	    out[1] += c[i] + d[i];
	  }
	out[2] = (a != b) + (c != d);
      }
    free (d);
    free (c);
    free (b);
    free (a);
  }

  long s = N * (N - 1) / 2;
  printf ("run-malloc-twice: %ld %ld %ld\n", out[0], out[1], out[2]);
  return out[0] != 3 * s || out[1] != 7 * s || out[2] != 2;
}
