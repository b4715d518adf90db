/* OpenACC gang-private arrays (loop gang private) written by worker
   and vector loops, read through a pointer that selects the gang's
   array or a mapped one, and through pointer arithmetic.  Written,
   with the other programs of an adversarial round, by a session that
   had not read msp: each build must print what the host fallback
   prints, with no space violation.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <stdio.h>
#define G 8
#define N 64
int
main (void)
{
  int out[G * N], glob[N], ref[G * N];
  long cs = 0;
  for (int i = 0; i < N; i++)
    glob[i] = 3 * i + 1;
  int tile[N];
#pragma acc parallel num_gangs(G) num_workers(4) vector_length(32)            \
    copyout(out) copyin(glob)
  {
#pragma acc loop gang private(tile)
    for (int g = 0; g < G; g++)
      {
#pragma acc loop worker vector
        for (int i = 0; i < N; i++)
          tile[i] = g * 100 + i;
#pragma acc loop worker vector
        for (int i = 0; i < N; i++)
          {
            int *p = (i & 1) ? tile : glob; /* pointer selection */
            int *q = tile + (N - 1 - i);    /* pointer arithmetic */
            out[g * N + i] = p[i] + *q;
          }
      }
  }
  for (int g = 0; g < G; g++)
    for (int i = 0; i < N; i++)
      ref[g * N + i]
          = ((i & 1) ? g * 100 + i : 3 * i + 1) + g * 100 + (N - 1 - i);
  int ok = 1;
  for (int i = 0; i < G * N; i++)
    {
      cs += out[i] * (i % 7 + 1);
      if (out[i] != ref[i])
        ok = 0;
    }
  printf ("cs=%ld %s\n", cs, ok ? "OK" : "FAIL");
  return !ok;
}
