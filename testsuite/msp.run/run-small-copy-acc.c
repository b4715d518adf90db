/* Small memcpy and memmove calls made loads and stores
   (gimple/transform/small-copy.cc) in OpenACC, whose private arrays
   are in the .local frame: rows of .global data copied in at unknown
   alignment, moved inside the frame over themselves (both
   directions) and copied out.  Each build must print what the host
   fallback prints.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <stdio.h>
#include <string.h>

#define NSYS 512
#define K 7

int
main (void)
{
  static float mat[NSYS * K], out[NSYS * K];
  static double sums[NSYS];
  for (int i = 0; i < NSYS * K; i++)
    mat[i] = (float) (i % 11) - 3.5f;

#pragma acc parallel loop gang vector vector_length(32) \
  copyin(mat) copyout(out, sums)
  for (int s = 0; s < NSYS; s++)
    {
      float a[K + 3];
      double d[6];
      memcpy (a + 1, mat + s * K, K * sizeof (float));
      a[0] = s;
      memmove (a + 2, a, 5 * sizeof (float));
      memmove (a, a + 3, 4 * sizeof (float));
      for (int j = 0; j < 6; j++)
	d[j] = a[j] * (s + j);
      memmove (d + 1, d, 5 * sizeof (double));
      memmove (d, d + 2, 3 * sizeof (double));
      memcpy (out + s * K, a, K * sizeof (float));
      sums[s] = d[0] + 2 * d[1] + 3 * d[2] + 4 * d[3] + 5 * d[4] + d[5];
    }

  double t = 0;
  for (int i = 0; i < NSYS * K; i++)
    t += out[i] * (i % 5 + 1);
  for (int s = 0; s < NSYS; s++)
    t += sums[s];
  printf ("%.3f\n", t);
  return 0;
}
