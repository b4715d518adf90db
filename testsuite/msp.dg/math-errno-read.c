/* The unit reads errno (through newlib's __errno, spelled out: errno.h is
   the host's, whose __errno_location the device has not): the math
   calls stay as they are, and the ints loaded in the loop are loaded
   again after each call (gimple/ipa/math-errno.cc, point 1).  The host
   has no __errno: weak, and tested.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>

extern int *__errno (void) __attribute__ ((weak));

#define N 1024
float a[N * 64], b[N];
int off[64], err;
#pragma omp declare target to(a, b, off, err)

int
main (void)
{
  int n = N, m = 64, shift = 1;
#pragma omp target teams distribute parallel for map(to: n, m, shift)
  for (int i = 0; i < n; i++)
    {
      float acc = 0;
      for (int j = 0; j < m; j++)
	acc += expf (a[i * 64 + j]) + off[shift];
      b[i] = acc;
      if (__errno && *__errno ())
	err = 1;
    }
  return b[1] < 0;
}

/* { dg-final { scan-offload-ipa-dump "math errno: kept, it calls a function outside the unit that may read errno \[^\n\]*__errno" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "is const, no code reads errno" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {expf, \(%out_arg1\);[^$]*ld\.global} } } */
