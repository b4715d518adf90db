/* Small copies of 16-byte pieces (ld.v2.u64 and st.v2.u64,
   gimple/transform/small-copy.cc), attacked: 16-byte aligned
   structures of 64 and 48 bytes assigned between the mapped data and
   the soft stack, both ways, and onto themselves; memcpy of 40 bytes
   and memmove of 56 bytes, 16 bytes onto itself within one array, at
   16-byte alignment promised by __builtin_assume_aligned; a structure
   of 256 bytes (sixteen pieces, the most) and one of 272 (a call).
   Each build must print what the host fallback prints; a piece that
   is not 16-byte aligned is a misaligned access to the executor.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <string.h>

typedef struct { float v[16]; } __attribute__ ((aligned (16))) m4;
typedef struct { int k[12]; } __attribute__ ((aligned (16))) w48;
typedef struct { double d[32]; } __attribute__ ((aligned (16))) big;
typedef struct { double d[34]; } __attribute__ ((aligned (16))) bigger;

#pragma omp declare target
__attribute__ ((noinline)) static void
m4_scale (m4 *r, const m4 *a, float s)
{
  m4 t = *a;
  for (int i = 0; i < 16; i++)
    t.v[i] *= s;
  *r = t;
}

__attribute__ ((noinline)) static void
self_copy (w48 *p, w48 *q)
{
  *p = *q;
}

__attribute__ ((noinline)) static void
big_copy (big *r, const big *a)
{
  *r = *a;
}

__attribute__ ((noinline)) static void
bigger_copy (bigger *r, const bigger *a)
{
  *r = *a;
}

__attribute__ ((noinline)) static void
copy40 (void *r, const void *a)
{
  memcpy (__builtin_assume_aligned (r, 16), __builtin_assume_aligned (a, 16),
	  40);
}

__attribute__ ((noinline)) static void
shift56 (double *p)
{
  /* Overlapping: the pieces are all loaded before any is stored.  */
  memmove (__builtin_assume_aligned (p + 2, 16),
	   __builtin_assume_aligned (p, 16), 56);
}
#pragma omp end declare target

#define N 64

int
main (void)
{
  static m4 m[N], mo[N];
  static w48 w[N], wo[N];
  static big b[N], bo[N];
  static bigger c[N], co[N];
  static double sh[N][12] __attribute__ ((aligned (16)));
  static char raw[N][48] __attribute__ ((aligned (16)));
  static char rin[N][48] __attribute__ ((aligned (16)));
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 16; j++)
	m[i].v[j] = i + j * 0.25f;
      for (int j = 0; j < 12; j++)
	{
	  w[i].k[j] = i * 12 - j;
	  sh[i][j] = i + j / 8.0;
	}
      for (int j = 0; j < 32; j++)
	b[i].d[j] = i * 0.5 + j;
      for (int j = 0; j < 34; j++)
	c[i].d[j] = i - j * 0.125;
      for (int j = 0; j < 48; j++)
	{
	  raw[i][j] = (char) (i * 3 + j);
	  rin[i][j] = (char) (i * 5 - j);
	}
    }

#pragma omp target teams distribute parallel for \
  map(to: m, w, b, c, rin) map(tofrom: sh, raw) map(from: mo, wo, bo, co)
  for (int i = 0; i < N; i++)
    {
      m4_scale (&mo[(i * 5) % N], &m[i], 1.5f);
      w48 t = w[(i + 3) % N];
      t.k[i % 12] ^= i;
      wo[i] = t;
      self_copy (&wo[i], &wo[i]);
      big_copy (&bo[i], &b[N - 1 - i]);
      bo[i].d[i % 32] += 1;
      bigger_copy (&co[i], &c[i]);
      co[i].d[33] -= i;
      shift56 (sh[i]);
      copy40 (raw[i], rin[(i + 1) % N]);
    }

  unsigned long h = 0;
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 16; j++)
	h = h * 31 + (unsigned long) (mo[i].v[j] * 8);
      for (int j = 0; j < 12; j++)
	h = h * 31 + (unsigned) wo[i].k[j];
      for (int j = 0; j < 32; j++)
	h = h * 31 + (unsigned long) (bo[i].d[j] * 2);
      for (int j = 0; j < 34; j++)
	h = h * 31 + (unsigned long) (co[i].d[j] * 8 + 1000);
      for (int j = 0; j < 12; j++)
	h = h * 31 + (unsigned long) (sh[i][j] * 8);
      for (int j = 0; j < 48; j++)
	h = h * 31 + (unsigned char) raw[i][j];
    }
  printf ("%lx\n", h);
  return 0;
}
