/* malloc and free on the device (the CUDA linker's, which newlib's
   malloc calls): each thread of every team allocates, fills, sums and
   frees a buffer of its own.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  int out[128];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 128; i++)
    {
      int n = 1 + i % 13;
      int *p = (int *) malloc (n * sizeof (int));
      int s = 0;
      if (p == NULL)
	s = -1;
      else
	{
	  for (int k = 0; k < n; k++)
	    p[k] = i + k;
	  for (int k = 0; k < n; k++)
	    s += p[k];
	  free (p);
	}
      out[i] = s;
    }
  for (int i = 0; i < 128; i++)
    {
      int n = 1 + i % 13;
      if (out[i] != n * i + n * (n - 1) / 2)
	return 1;
    }
  printf ("run-malloc: ok\n");
  return 0;
}
