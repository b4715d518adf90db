/* Read-only data: a constant table (.const from GCC 12 to 14, .global
   from GCC 15), a string literal walked byte by byte by a function
   called with its address (.const up to GCC 14, a .global constant of
   the backend's generic data area from GCC 15, which msp reads as
   global, core/data-area.cc), and a table of pointers to literals.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#pragma omp declare target
static const int primes[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
static const char *const words[3] = { "alpha", "beta", "gamma" };

static int __attribute__ ((noinline))
len (const char *s)
{
  int n = 0;
  while (s[n])
    n++;
  return n;
}
#pragma omp end declare target

int
main (void)
{
  int out[64], l[3];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 64; i++)
    out[i] = primes[i & 7] * primes[(i >> 3) & 7];
#pragma omp target map(from: l)
  for (int k = 0; k < 3; k++)
    l[k] = len (words[k]) + len ("offload" + k);
  long s = 0;
  for (int i = 0; i < 64; i++)
    s += out[i];
  printf ("run-const: %ld %d %d %d\n", s, l[0], l[1], l[2]);
  return s != 77 * 77 || l[0] != 12 || l[1] != 10 || l[2] != 10;
}
