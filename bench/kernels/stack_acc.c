/* stack_acc -- automatic arrays inside an OpenACC kernel.

   Real-code pattern: the per-zone scratch vectors of an OpenACC
   hydrodynamics or chemistry kernel (e.g. the reconstruction stencils
   of miniWeather, a per-cell Gaussian elimination) declared inside a
   "parallel loop" and indexed with run-time indices.

   Expected spaces: OpenACC offload code has no soft stack: the arrays
   are in the function frame, i.e. the .local depot (%frame is a
   cvta.local of %frame_ar) -> local; the arrays of the system -> global.
   Each thread solves a small dense system A x = b by Gaussian
   elimination with partial pivoting in its private copy.  */

#include <stdio.h>
#include <stdlib.h>

#define NSYS 16384
#define K 6

int
main (void)
{
  float *mat = malloc (NSYS * K * K * sizeof (float));
  float *rhs = malloc (NSYS * K * sizeof (float));
  float *sol = malloc (NSYS * K * sizeof (float));

  for (int s = 0; s < NSYS; s++)
    for (int i = 0; i < K; i++)
      {
	for (int j = 0; j < K; j++)
	  mat[(s * K + i) * K + j]
	    = (i == j) ? 8.0f : (float) ((s + 3 * i + 5 * j) % 5 - 2);
	rhs[s * K + i] = (float) ((s + i) % 7);
      }

#pragma acc parallel loop gang vector vector_length(64) \
  copyin(mat[0:NSYS * K * K], rhs[0:NSYS * K]) copyout(sol[0:NSYS * K])
  for (int s = 0; s < NSYS; s++)
    {
      float a[K][K + 1];
      for (int i = 0; i < K; i++)
	{
	  for (int j = 0; j < K; j++)
	    a[i][j] = mat[(s * K + i) * K + j];
	  a[i][K] = rhs[s * K + i];
	}
      for (int c = 0; c < K; c++)
	{
	  int p = c;
	  for (int i = c + 1; i < K; i++)
	    if (__builtin_fabsf (a[i][c]) > __builtin_fabsf (a[p][c]))
	      p = i;
	  for (int j = c; j <= K; j++)
	    {
	      float t = a[c][j];
	      a[c][j] = a[p][j];
	      a[p][j] = t;
	    }
	  for (int i = c + 1; i < K; i++)
	    {
	      float f = a[i][c] / a[c][c];
	      for (int j = c; j <= K; j++)
		a[i][j] -= f * a[c][j];
	    }
	}
      for (int i = K - 1; i >= 0; i--)
	{
	  float v = a[i][K];
	  for (int j = i + 1; j < K; j++)
	    v -= a[i][j] * sol[s * K + j];
	  sol[s * K + i] = v / a[i][i];
	}
    }

  double sum = 0.0;
  for (int i = 0; i < NSYS * K; i++)
    sum += sol[i] * (double) (i % 6 + 1);
  printf ("checksum stack_acc %.6e\n", sum);
  free (mat);
  free (rhs);
  free (sol);
  return 0;
}
