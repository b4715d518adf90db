/* Small copies put behind a run-time test of their pointers' alignment
   (gimple/transform/small-copy.cc), attacked: sources and destinations
   that are aligned in some iterations and not in others, so that both
   arms run; 20, 24, 33 and 36 bytes (tests of 4 and of 8 bytes), and 80
   (10 pieces even at 8 bytes: the call, untested); a memmove whose
   blocks overlap, in both directions; a destination known
   aligned and a source that is not; the soft stack, the mapped data.
   Each build must print what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <string.h>

#define N 256
#define W 96

int
main (void)
{
  static unsigned char in[N * W], out[N * W];
  static unsigned int words[N * 20];
  for (int i = 0; i < N * W; i++)
    in[i] = (unsigned char) (i * 7 + 3);

#pragma omp target teams distribute parallel for \
  map(to: in) map(tofrom: out, words)
  for (int i = 0; i < N; i++)
    {
      unsigned int w[20];
      unsigned char buf[W];
      const unsigned char *p = in + W * i + (i % 5);
      memset (buf, i, W);
      memcpy (w, p, 20);
      memcpy (w + 5, p + 20, 24);
      memcpy (w + 11, p + 1 + (i & 4), 36);
      memcpy (buf, p, 33);
      memmove (buf + (i & 3), buf + 4, 24);
      memmove (buf + 8, buf + (i & 7), 20);
      memcpy (buf + 40, p + 7, 24);
      memcpy (out + W * i + (i & 8), buf, 80);
      memcpy (&words[20 * i], w, 80);
    }

  unsigned long h = 0;
  for (int i = 0; i < N * W; i++)
    h = h * 31 + out[i];
  for (int i = 0; i < N * 20; i++)
    h = h * 37 + words[i];
  printf ("%lx\n", h);
  return 0;
}
