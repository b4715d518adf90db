/* Aggregate assignments made loads and stores of their pieces
   (gimple/transform/small-copy.cc), attacked: structures of 40 bytes
   (ten words), 64 (sixteen, the most pieces) and 68 (a call), one with
   padding between a char and a double, copied between the mapped data,
   the soft stack and back, onto themselves through two pointers, and
   through a function whose parameters are resolved to .global.  Each
   build must print what the host fallback prints.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <stdint.h>

typedef struct { uint32_t n[10]; } fe;
typedef struct { float v[16]; } m4;
typedef struct { int k[17]; } odd;
typedef struct { char c; double d; short s; } padded;

#pragma omp declare target
__attribute__ ((noinline)) static void
fe_negate (fe *r, const fe *a)
{
  fe t = *a;
  for (int i = 0; i < 10; i++)
    t.n[i] = 0x3ffffffu - t.n[i];
  *r = t;
}

__attribute__ ((noinline)) static void
self_copy (m4 *p, m4 *q)
{
  *p = *q;
}
#pragma omp end declare target

#define N 128

int
main (void)
{
  static fe f[N], g[N];
  static m4 m[N], mi[N];
  static odd o[N], po[N];
  static padded pa[N], pb[N];
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 10; j++)
	f[i].n[j] = i * 31 + j;
      for (int j = 0; j < 16; j++)
	m[i].v[j] = mi[i].v[j] = i + j * 0.5f;
      for (int j = 0; j < 17; j++)
	o[i].k[j] = i - j;
      pa[i] = (padded) { (char) i, i * 1.25, (short) -i };
    }

#pragma omp target teams distribute parallel for \
  map(to: f, o, pa, mi) map(tofrom: m) map(from: g, po, pb)
  for (int i = 0; i < N; i++)
    {
      fe x;
      fe_negate (&x, &f[i]);
      g[(i * 5) % N] = x;
      self_copy (&m[i], &m[i]);
      m4 t = mi[(i + 1) % N];
      t.v[i % 16] += 1.0f;
      self_copy (&m[i], &t);
      odd y = o[i];
      y.k[16] += i;
      po[i] = y;
      padded z = pa[N - 1 - i];
      z.d *= 2;
      pb[i] = z;
    }

  unsigned long h = 0;
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 10; j++)
	h = h * 31 + g[i].n[j];
      for (int j = 0; j < 16; j++)
	h = h * 31 + (unsigned long) (m[i].v[j] * 4);
      for (int j = 0; j < 17; j++)
	h = h * 31 + po[i].k[j];
      h = h * 31 + pb[i].c + (unsigned long) pb[i].d + pb[i].s;
    }
  printf ("%lx\n", h);
  return 0;
}
