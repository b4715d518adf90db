/* Declare variant functions called with pointers of other spaces than
   their direct calls pass: the base f, which ompdevlow replaces by fx
   after ipmsp where it resolves the arch selector late (GCC 12 to 14),
   is called with a frame buffer, fx directly with mapped memory; the
   base g is never called on the device and its variant gx is called
   directly, with mapped memory and with a frame buffer.  Every variant
   computes what its base does, so the host fallback prints the same.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#pragma omp declare target
void __attribute__ ((noinline))
fx (int *a, int i)
{
  a[i & 7] += 2 * i;
}

#pragma omp declare variant (fx) match (device={arch(nvptx)})
void __attribute__ ((noinline))
f (int *a, int i)
{
  a[i & 7] += i + i;
}

void __attribute__ ((noinline))
gx (int *a, int i)
{
  a[i & 7] -= 3 * i;
}

#pragma omp declare variant (gx) match (construct={target})
void __attribute__ ((noinline))
g (int *a, int i)
{
  a[i & 7] -= i + i + i;
}
#pragma omp end declare target

int
main (void)
{
  int a[64] = { 0 }, b[64] = { 0 }, c[64] = { 0 };
  long sum[4] = { 0 };
#pragma omp target teams distribute parallel for map(tofrom: a, c, sum)
  for (int i = 0; i < 64; i++)
    {
      int buf[8] = { 0 };
      f (buf, i);
      fx (&a[i & ~7], i);
      gx (buf, i + 1);
      gx (&c[i & ~7], i + 1);
      int s = 0;
      for (int k = 0; k < 8; k++)
	s += buf[k];
#pragma omp atomic
      sum[i & 3] += s;
    }
  for (int i = 0; i < 64; i++)
    g (b, i);
  for (int i = 0; i < 64; i += 8)
    printf ("%d %d ", a[i] + a[i + 1] + a[i + 7], c[i] + c[i + 3]);
  printf ("%ld %ld %ld %ld %d\n", sum[0], sum[1], sum[2], sum[3], b[5]);
  return 0;
}
