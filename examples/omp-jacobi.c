/* omp-jacobi.c -- an OpenMP offload example for "make demo".

   A 2D Jacobi sweep over arrays mapped to the device (global memory),
   with a small coefficient table in read-only memory and a reduction of
   the residual (in double, so that the order in which the threads add
   their parts, which differs between the device and the host, changes
   the printed value by no more than rounding).  */

#include <stdio.h>

#define N 512

static const float weights[4] = { 0.25f, 0.25f, 0.25f, 0.25f };
#pragma omp declare target to(weights)

int
main (void)
{
  static float a[N][N], b[N][N];
  double residual = 0.0;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (float) ((i * 7 + j * 13) % 17);

#pragma omp target teams distribute parallel for collapse(2) \
	map(to: a) map(from: b) reduction(+: residual)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      {
	float v = (weights[0] * a[i - 1][j] + weights[1] * a[i + 1][j]
		   + weights[2] * a[i][j - 1] + weights[3] * a[i][j + 1]);
	b[i][j] = v;
	residual += (v - a[i][j]) * (v - a[i][j]);
      }

  printf ("residual %.3f b[7][9] %.3f\n", residual, b[7][9]);
  return 0;
}
