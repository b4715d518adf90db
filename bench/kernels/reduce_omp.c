/* reduce_omp -- OpenMP reductions: dot product, max, atomic accumulation.

   Real-code pattern: the residual norm / dot product of a CG solver
   (HPCG, miniFE) as "target teams distribute parallel for
   reduction(+:sum)", a max-norm with reduction(max:), and the older
   idiom of a per-team partial sum added with "omp atomic".

   Expected spaces: mapped arrays -> global; the atomic target (a mapped
   scalar) -> global (atom.global); GCC's reduction scratch (team
   reductions go through libgomp's global buffers) -> global.  The
   inputs are small integers so every sum is exact in any order.  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)

int
main (void)
{
  float *x = malloc (N * sizeof (float));
  float *y = malloc (N * sizeof (float));
  double dot = 0.0, acc = 0.0;
  float vmax = 0.0f;

  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i % 13 - 4);
      y[i] = (float) (i % 7 - 1);
    }

#pragma omp target data map(to: x[0:N], y[0:N])
  {
#pragma omp target teams distribute parallel for reduction(+: dot) \
  map(tofrom: dot)
    for (int i = 0; i < N; i++)
      dot += x[i] * y[i];

#pragma omp target teams distribute parallel for reduction(max: vmax) \
  map(tofrom: vmax)
    for (int i = 0; i < N; i++)
      {
	float v = x[i] * x[i] + y[i];
	vmax = v > vmax ? v : vmax;
      }

    /* Blocked partial sums, combined with an atomic update.  */
#pragma omp target teams distribute map(tofrom: acc)
    for (int b = 0; b < N / 1024; b++)
      {
	double part = 0.0;
#pragma omp parallel for reduction(+: part)
	for (int i = b * 1024; i < (b + 1) * 1024; i++)
	  part += x[i] - y[i];
#pragma omp atomic update
	acc += part;
      }
  }

  printf ("checksum reduce_omp %.6e %.6e %.6e\n", dot, (double) vmax, acc);
  free (x);
  free (y);
  return 0;
}
