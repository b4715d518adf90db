/* SIMT regions (omp simd under -muniform-simt): a simd loop with a
   private variable whose address is taken (ompdevlow puts it in the
   lane's .local SIMT storage), a reduction, calls in the loop, and a
   simd loop in which the lanes leave at different iterations and then
   all call printf one by one.  The private variable is one of the
   private clause: GCC 12 leaves an addressable variable declared in the
   loop's body in the frame, which the lanes share (a race on a GPU
   too, not a program to run).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#pragma omp declare target
__attribute__ ((noinline)) static int
square (int x)
{
  return x * x;
}

__attribute__ ((noinline)) static void
bump (int *p, int by)
{
  *p += by;
}
#pragma omp end declare target

int
main (void)
{
  int out[256], total = 0, priv;
#pragma omp target teams distribute parallel for simd map(from: out) \
	reduction(+: total) private(priv)
  for (int i = 0; i < 256; i++)
    {
      priv = i;
      bump (&priv, i & 3);
      out[i] = square (priv);
      total += priv - i + 3 - (i & 3);
    }
  long s = 0;
  for (int i = 0; i < 256; i++)
    {
      int want = (i + (i & 3)) * (i + (i & 3));
      if (out[i] != want)
	return 1;
      s += out[i];
    }
#pragma omp target teams distribute parallel for simd
  for (int i = 0; i < 40; i++)
    printf ("lane %d\n", i);
  printf ("run-simt: %ld %d\n", s, total);
  return total != 3 * 256;
}
