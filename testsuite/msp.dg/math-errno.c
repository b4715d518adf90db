/* No code of the unit reads errno: the math calls are const, as with
   -fno-math-errno (gimple/ipa/math-errno.cc), and the loads of the loop
   that only the call kept there (the int loop bound m and off[shift],
   which the alias oracle takes for errno, and the loads loop invariant
   motion would not move past a call that stores) leave the inner loop:
   after the call, nothing is loaded before the loop's branch.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>

#define N 1024
float a[N * 64], b[N], w[64];
int off[64];
#pragma omp declare target to(a, b, w, off)

int
main (void)
{
  int n = N, m = 64, lda = 64, k = 3, shift = 1;
  float s = 2.0f;
#pragma omp target teams distribute parallel for map(to: n, m, lda, k, shift, s)
  for (int i = 0; i < n; i++)
    {
      float acc = 0;
      for (int j = 0; j < m; j++)
	acc += expf (a[i * lda + j] * s) * w[k] + off[shift];
      b[i] = acc;
    }
  return b[1] < 0;
}

/* { dg-final { scan-offload-ipa-dump "math errno: expf is const, no code reads errno" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {call \(%value_in\), expf} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {expf, \(%out_arg1\);[^$]*ld\.global} } } */
