/* devfunc -- device functions that take pointers.

   Real-code pattern: a physics kernel split into "declare target" helper
   routines (the per-element routines of LULESH, XSBench's
   calculate_micro_xs): the kernel passes mapped arrays to a global
   helper, a static helper, and also a pointer to its own stack array,
   so one helper sees two provenances (cicc IPMSP clones for that).

   Expected spaces: accesses through pointers that every caller binds to
   mapped arrays -> global (needs inter-procedural propagation); the
   helper called with both a mapped array and a stack array is mixed
   -> generic unless cloned; under OpenMP the stack array itself lives on
   the soft stack, i.e. global memory.  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 18)
#define M 8

#pragma omp declare target
/* Weighted sum of M consecutive elements.  noinline stands for a helper
   too big to inline.  */
__attribute__ ((noinline)) float
dot_m (const float *a, const float *w)
{
  float s = 0.0f;
  for (int k = 0; k < M; k++)
    s += a[k] * w[k];
  return s;
}
#pragma omp end declare target

/* Static helper (local binding); its pointers come from the caller.  */
#pragma omp declare target
static __attribute__ ((noinline)) void
axpy_m (float *y, const float *x, float alpha)
{
  for (int k = 0; k < M; k++)
    y[k] += alpha * x[k];
}
#pragma omp end declare target

int
main (void)
{
  float *x = malloc ((N + M) * sizeof (float));
  float *y = malloc (N * sizeof (float));
  float w[M];

  for (int i = 0; i < N + M; i++)
    x[i] = (float) ((i * 3) % 19) / 19.0f;
  for (int k = 0; k < M; k++)
    w[k] = (float) (k + 1) / 36.0f;

#pragma omp target teams distribute parallel for \
  map(to: x[0:N + M], w) map(from: y[0:N])
  for (int i = 0; i < N / M; i++)
    {
      float tmp[M];
      for (int k = 0; k < M; k++)
	tmp[k] = 0.0f;
      /* dot_m: mapped x, mapped w.  */
      float d = dot_m (&x[i * M], w);
      /* axpy_m: stack tmp updated from mapped x.  */
      axpy_m (tmp, &x[i * M + 1], d);
      /* dot_m again: stack tmp -> the helper now has two provenances.  */
      float e = dot_m (tmp, w);
      for (int k = 0; k < M; k++)
	y[i * M + k] = tmp[k] + e;
    }

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += y[i] * (double) (i % 5 + 1);
  printf ("checksum devfunc %.6e\n", sum);
  free (x);
  free (y);
  return 0;
}
