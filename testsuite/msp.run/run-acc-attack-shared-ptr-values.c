/* OpenACC: the addresses of a gang-private array stored into global
   memory (a declare create table, a device array of structs,
   integers), loaded back and dereferenced, compared and subtracted
   against the array, and written through by all the workers.  Written,
   with the other programs of an adversarial round, by a session that
   had not read msp: each build must print what the host fallback
   prints, with no space violation.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <stdint.h>
#include <stdio.h>
#define G 4
#define N 32
typedef struct
{
  int *p;
  long off;
} ref_t;
int *slot[G];
#pragma acc declare create(slot)
#pragma acc routine seq
static void
put (int g, int *p)
{
  slot[g] = p;
}
#pragma acc routine seq
static int *
get (int g)
{
  return slot[g];
}
int
main (void)
{
  long out[G * 8];
  ref_t refs[G];
  uintptr_t cells[G];
  int tile[N];
#pragma acc parallel num_gangs(G) num_workers(2) vector_length(32)            \
    copyout(out) create(refs, cells)
  {
#pragma acc loop gang private(tile)
    for (int g = 0; g < G; g++)
      {
#pragma acc loop worker vector
        for (int i = 0; i < N; i++)
          tile[i] = g * 1000 + i;
        put (g, &tile[5]);
        refs[g].p = tile + 7;
        refs[g].off = 7;
        cells[g] = (uintptr_t)&tile[9];
        int *a = get (g), *b = refs[g].p, *c = (int *)cells[g];
        long r0 = a - tile, r1 = (char *)b - (char *)&tile[0], r2 = c - a;
        long eq = (a == &tile[5]) + 2 * (b == tile + refs[g].off) + 4 * (c > b)
                  + 8 * ((uintptr_t)tile == cells[g] - 9 * sizeof (int));
        long v = *a + b[1] + c[-2];
#pragma acc loop worker vector
        for (int i = 0; i < 4; i++)
          {
            int *q = get (g) + i;
            *q += 1;
          } /* writes through loaded pointer, all workers */
        long after = tile[5] + tile[6] + tile[7] + tile[8];
        b[0] = -1;
        out[g * 8] = r0;
        out[g * 8 + 1] = r1;
        out[g * 8 + 2] = r2;
        out[g * 8 + 3] = eq;
        out[g * 8 + 4] = v;
        out[g * 8 + 5] = after;
        out[g * 8 + 6] = tile[7];
        out[g * 8 + 7] = *(int *)(cells[g] - 2 * sizeof (int));
      }
  }
  int ok = 1;
  long cs = 0;
  for (int g = 0; g < G; g++)
    {
      long e[8] = { 5,
                    28,
                    4,
                    15,
                    (g * 1000 + 5) + (g * 1000 + 8) + (g * 1000 + 7),
                    4 * g * 1000 + 5 + 6 + 7 + 8 + 4,
                    -1,
                    -1 };
      for (int k = 0; k < 8; k++)
        {
          if (out[g * 8 + k] != e[k])
            {
              ok = 0;
              printf ("g%d k%d %ld %ld\n", g, k, out[g * 8 + k], e[k]);
            }
          cs += out[g * 8 + k];
        }
    }
  printf ("cs=%ld %s\n", cs, ok ? "OK" : "FAIL");
  return !ok;
}
