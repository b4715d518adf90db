/* jacobi2d -- OpenMP 2D Jacobi relaxation (5-point stencil).

   Real-code pattern: the Jacobi solver of the OpenMP offload tutorials
   and of mini-apps like CloverLeaf/TeaLeaf: two mapped grids inside a
   "target data" region, a collapsed teams loop per sweep, the grids
   swapped by pointer on the host between sweeps.

   Expected spaces: every access goes through a mapped array (device
   global memory) -> global.  */

#include <stdio.h>
#include <stdlib.h>

#define NX 512
#define NY 512
#define SWEEPS 20

static void
sweep (const float *restrict in, float *restrict out, int nx, int ny)
{
#pragma omp target teams distribute parallel for collapse(2) \
  map(to: in[0:nx * ny]) map(from: out[0:nx * ny])
  for (int j = 1; j < ny - 1; j++)
    for (int i = 1; i < nx - 1; i++)
      out[j * nx + i] = 0.25f * (in[j * nx + i - 1] + in[j * nx + i + 1]
				 + in[(j - 1) * nx + i]
				 + in[(j + 1) * nx + i]);
}

int
main (void)
{
  int n = NX * NY;
  float *a = malloc (n * sizeof (float));
  float *b = malloc (n * sizeof (float));

  /* Deterministic input: hot left edge, cold interior.  */
  for (int j = 0; j < NY; j++)
    for (int i = 0; i < NX; i++)
      {
	float v = (i == 0) ? 100.0f : (float) ((i * 7 + j * 13) % 17) / 17.0f;
	a[j * NX + i] = v;
	b[j * NX + i] = v;
      }

#pragma omp target data map(tofrom: a[0:n], b[0:n])
  {
    for (int s = 0; s < SWEEPS; s++)
      {
	sweep (a, b, NX, NY);
	float *t = a;
	a = b;
	b = t;
      }
  }

  double sum = 0.0;
  for (int k = 0; k < n; k++)
    sum += a[k] * (double) (k % 7 + 1);
  printf ("checksum jacobi2d %.6e\n", sum);
  free (a);
  free (b);
  return 0;
}
