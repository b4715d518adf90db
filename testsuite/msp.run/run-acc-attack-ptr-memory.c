/* OpenACC: pointers to gang-private data stored into gang-private
   pointer arrays and struct fields, passed through uintptr_t, and an
   atomic update through a pointer that may be gang-private or global.
   Written, with the other programs of an adversarial round, by a
   session that had not read msp: each build must print what the host
   fallback prints, with no space violation.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <stdint.h>
#include <stdio.h>
#define G 8
#define N 32
typedef struct
{
  int *a;
  int *b;
  uintptr_t c;
  int n;
} view_t;
#pragma acc routine seq
static int
use_view (view_t *v, int i)
{
  int *c = (int *)v->c;
  return v->a[i] + v->b[i] * 2 + c[i % v->n];
}
int
main (void)
{
  int glob[N], out[G * N], cnt[G];
  for (int i = 0; i < N; i++)
    glob[i] = i + 100;
  int tile[N];
  int *ptrs[3];
  view_t v;
#pragma acc parallel num_gangs(G) num_workers(4) vector_length(32)            \
    copyin(glob) copyout(out, cnt)
  {
#pragma acc loop gang private(tile, ptrs, v)
    for (int g = 0; g < G; g++)
      {
        int loc[4] = { g, g + 1, g + 2, g + 3 };
        int c = 0;
#pragma acc loop worker vector
        for (int i = 0; i < N; i++)
          tile[i] = i * g;
        ptrs[0] = tile;
        ptrs[1] = glob;
        ptrs[2] = (g & 1) ? tile : glob;
        v.a = ptrs[g % 3];
        v.b = ptrs[(g + 1) % 3];
        v.c = (uintptr_t)(g & 2 ? (void *)loc : (void *)tile);
        v.n = (g & 2) ? 4 : N;
#pragma acc loop worker vector
        for (int i = 0; i < N; i++)
          {
            int *p = ptrs[i % 3];
            uintptr_t u = (uintptr_t)p + (uintptr_t)(i * sizeof (int));
            out[g * N + i] = *(int *)u + use_view (&v, i);
          }
        int *ap = (g & 1) ? &c : &cnt[g];
        if (!(g & 1))
          cnt[g] = 0;
#pragma acc loop worker vector
        for (int i = 0; i < N; i++)
          {
#pragma acc atomic update
            *ap += 1;
          }
        if (g & 1)
          cnt[g] = c * 2;
      }
  }
  int ok = 1;
  long cs = 0;
  for (int g = 0; g < G; g++)
    {
      int tl[N], loc[4] = { g, g + 1, g + 2, g + 3 };
      for (int i = 0; i < N; i++)
        tl[i] = i * g;
      int *pp[3] = { tl, glob, (g & 1) ? tl : glob };
      int *a = pp[g % 3], *b = pp[(g + 1) % 3], *cp = (g & 2) ? loc : tl;
      int n = (g & 2) ? 4 : N;
      for (int i = 0; i < N; i++)
        {
          int e = pp[i % 3][i] + a[i] + b[i] * 2 + cp[i % n];
          if (out[g * N + i] != e)
            ok = 0;
          cs += out[g * N + i];
        }
      if (cnt[g] != ((g & 1) ? 2 * N : N))
        ok = 0;
      cs += cnt[g];
    }
  printf ("cs=%ld %s\n", cs, ok ? "OK" : "FAIL");
  return !ok;
}
