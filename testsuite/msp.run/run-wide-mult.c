/* Widening multiplications by constants given a register in loops
   (gimple/transform/wide-mult.cc): gathers through int and unsigned
   indices, negative ones from the middle of an array, 12-byte elements
   (i w* 12), a negative scale (a[-2 * i] scaled by -8), and a
   two-dimensional array indexed by two loaded ints.  Each build
   must print what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#define N 1024

struct rgb { float r, g, b; };

int
main (void)
{
  static float a[N], out[N];
  static int idx[N];
  static unsigned uidx[N];
  static struct rgb px[N];
  static double d[2 * N];
  static float m[32][N / 32];

  for (int i = 0; i < N; i++)
    {
      a[i] = i * 0.5f;
      idx[i] = (i * 37) % N - N / 2;
      uidx[i] = (i * 11) % N;
      px[i].r = i;
      px[i].g = 2 * i;
      px[i].b = 3 * i;
    }
  for (int i = 0; i < 2 * N; i++)
    d[i] = i;
  for (int i = 0; i < N; i++)
    m[i % 32][i / 32] = 0.25f * i;

#pragma omp target teams distribute parallel for \
  map(to: a, idx, uidx, px, d, m) map(from: out)
  for (int i = 0; i < N; i++)
    {
      const float *mid = a + N / 2;
      const double *end = d + 2 * N - 1;
      int j = idx[i];
      unsigned u = uidx[i];
      int r = (j + N / 2) % 32, c = (u * 3) % (N / 32);
      out[i] = (mid[j] + a[u] + px[j + N / 2].g + (float) end[-2 * j - N]
		+ m[r][c]);
    }

  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += out[i] * (i % 7 + 1);
  printf ("wide-mult %.3f\n", sum);
  return 0;
}
