/* heat3d -- OpenACC 3D heat equation, 7-point stencil.

   Real-code pattern: the explicit heat/diffusion step of SPEC ACCEL
   (303.ostencil) and of the OpenACC "heat" tutorials: a gang loop over
   planes, worker over rows, vector over the contiguous dimension, inside
   a "data" region; the grids swap between time steps.

   Expected spaces: copyin/copy'ed arrays -> global.  */

#include <stdio.h>
#include <stdlib.h>

#define N 64
#define STEPS 10
#define IDX(i, j, k) (((k) * N + (j)) * N + (i))

static void
step (const float *restrict u, float *restrict v, float alpha)
{
#pragma acc parallel loop gang present(u[0:N * N * N], v[0:N * N * N])
  for (int k = 1; k < N - 1; k++)
#pragma acc loop worker
    for (int j = 1; j < N - 1; j++)
#pragma acc loop vector
      for (int i = 1; i < N - 1; i++)
	v[IDX (i, j, k)]
	  = u[IDX (i, j, k)]
	    + alpha * (u[IDX (i - 1, j, k)] + u[IDX (i + 1, j, k)]
		       + u[IDX (i, j - 1, k)] + u[IDX (i, j + 1, k)]
		       + u[IDX (i, j, k - 1)] + u[IDX (i, j, k + 1)]
		       - 6.0f * u[IDX (i, j, k)]);
}

int
main (void)
{
  int n = N * N * N;
  float *u = malloc (n * sizeof (float));
  float *v = malloc (n * sizeof (float));

  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
	{
	  /* A hot cube in the middle of a cold box.  */
	  int hot = i > N / 4 && i < 3 * N / 4 && j > N / 4 && j < 3 * N / 4
		    && k > N / 4 && k < 3 * N / 4;
	  u[IDX (i, j, k)] = v[IDX (i, j, k)] = hot ? 1.0f : 0.0f;
	}

#pragma acc data copy(u[0:n], v[0:n])
  {
    for (int s = 0; s < STEPS; s++)
      {
	step (u, v, 0.1f);
	float *t = u;
	u = v;
	v = t;
      }
  }

  double sum = 0.0;
  for (int k = 0; k < n; k++)
    sum += u[k] * (double) (k % 5 + 1);
  printf ("checksum heat3d %.6e\n", sum);
  free (u);
  free (v);
  return 0;
}
