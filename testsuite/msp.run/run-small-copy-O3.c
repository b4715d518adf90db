/* Small memcpy and memmove calls made loads and stores
   (gimple/transform/small-copy.cc), attacked: blocks that overlap in
   both directions (memmove), a copy onto itself, the returned
   destination used, odd sizes at unknown and at 8-byte alignment, a
   copy at an odd offset, blocks of 16 single bytes (the most pieces)
   and of 17 and more (calls), between the soft stack, the mapped data
   and a constant table.  Each build must print what the host fallback
   prints.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <string.h>

#define N 256

struct rec { double x, y; int k; };

static const char table[40] = "the quick brown fox jumps over the dog";
#pragma omp declare target to (table)

int
main (void)
{
  static char in[N * 48], out[N * 48];
  static struct rec recs[N], outr[N];
  for (int i = 0; i < N * 48; i++)
    in[i] = (char) (i * 7 + 3);
  for (int i = 0; i < N; i++)
    recs[i] = (struct rec) { i, 2.5 * i, -i };

#pragma omp target teams distribute parallel for \
  map(to: in, recs) map(from: out, outr)
  for (int i = 0; i < N; i++)
    {
      char buf[48];
      struct rec r;
      memcpy (buf, in + 48 * i + (i & 7), 33);
      memmove (buf + 1, buf, 13);
      memmove (buf + 3, buf + 5, 7);
      memmove (buf + 20, buf + 20, 12);
      memcpy (buf + 14, in + 48 * (N - 1 - i) + 5, 16);
      memcpy (buf + 30, in + 48 * (N - 1 - i) + 9, 17);
      char *end = memcpy (buf + 34, table + (i % 7), 11);
      end[10] ^= (char) i;
      memcpy (buf + 45, in + 48 * i + 3, 3);
      memcpy (&r, &recs[i], sizeof r);
      r.k += i;
      memmove (&outr[i], &r, sizeof r);
      memcpy (out + 48 * i, buf, 32);
      memcpy (out + 48 * i + 32, buf + 32, 16);
    }

  unsigned long h = 0;
  for (int i = 0; i < N * 48; i++)
    h = h * 31 + (unsigned char) out[i];
  double t = 0;
  for (int i = 0; i < N; i++)
    t += outr[i].x + outr[i].y + outr[i].k;
  printf ("%lx %.1f\n", h, t);
  return 0;
}
