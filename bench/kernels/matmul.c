/* matmul -- OpenMP dense matrix multiply.

   Real-code pattern: the naive offloaded SGEMM of the OpenMP offload
   tutorials and of PolyBench/ACC gemm: collapse(2) over C's elements,
   an inner dot product over k, row-major A, column walk through B.

   Expected spaces: A, B, C are mapped -> global.  */

#include <stdio.h>
#include <stdlib.h>

#define N 256

int
main (void)
{
  float *a = malloc (N * N * sizeof (float));
  float *b = malloc (N * N * sizeof (float));
  float *c = malloc (N * N * sizeof (float));
  const float alpha = 0.5f, beta = 2.0f;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i * N + j] = (float) ((i + 2 * j) % 7 - 3);
	b[i * N + j] = (float) ((3 * i + j) % 5 - 2);
	c[i * N + j] = (float) ((i * j) % 3);
      }

#pragma omp target teams distribute parallel for collapse(2) \
  map(to: a[0:N * N], b[0:N * N]) map(tofrom: c[0:N * N])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	float s = 0.0f;
	for (int k = 0; k < N; k++)
	  s += a[i * N + k] * b[k * N + j];
	c[i * N + j] = alpha * s + beta * c[i * N + j];
      }

  double sum = 0.0;
  for (int i = 0; i < N * N; i++)
    sum += c[i] * (double) (i % 9 + 1);
  printf ("checksum matmul %.6e\n", sum);
  free (a);
  free (b);
  free (c);
  return 0;
}
