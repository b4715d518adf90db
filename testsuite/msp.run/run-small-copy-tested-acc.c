/* run-small-copy-tested.c in OpenACC: copies behind an alignment test
   in gang-redundant, worker-single and vector-single code, whose
   branch nvptx broadcasts to the idle lanes, and in a vector loop.
   Each build must print what the host fallback prints.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <stdio.h>
#include <string.h>

#define N 64
#define W 96

int
main (void)
{
  static unsigned char in[N * W], out[N * W];
  static float rows[N * 6], res[N * 32];
  for (int i = 0; i < N * W; i++)
    in[i] = (unsigned char) (i * 5 + 1);
  for (int i = 0; i < N * 6; i++)
    rows[i] = (float) (i % 17);
  float *r = rows;

#pragma acc parallel num_gangs(N) num_workers(2) vector_length(32) \
  copyin(in, r[0:N * 6]) copy(out, res)
  {
#pragma acc loop gang
    for (int g = 0; g < N; g++)
      {
	unsigned char buf[W];
	float a[6];
	memcpy (buf, in + W * g + (g % 3), 40);
	memcpy (a, r + 6 * g, 24);
#pragma acc loop vector
	for (int v = 0; v < 32; v++)
	  {
	    float b[6];
	    memcpy (b, r + 6 * ((g + v) % N), 24);
	    res[32 * g + v] = a[v % 6] + b[(v + g) % 6] + buf[v];
	  }
	memcpy (out + W * g + (g & 4), buf, 40);
      }
  }

  unsigned long h = 0;
  for (int i = 0; i < N * W; i++)
    h = h * 31 + out[i];
  double t = 0;
  for (int i = 0; i < N * 32; i++)
    t += res[i] * (i % 7 + 1);
  printf ("%lx %.1f\n", h, t);
  return 0;
}
