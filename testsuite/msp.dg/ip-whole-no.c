/* -fplugin-arg-msp-whole-program=no: msp never takes the unit for the
   whole device program, although the offload link adds only the
   installed libraries (ip-whole-cxx.C, where it does).  The public DOT
   may then have callers msp does not see: its parameters are unknown
   and it is not specialised.  The argument is given on the host line,
   so this also checks that msp hands it on to the offload compile.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-dump -fplugin-arg-msp-whole-program=no" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) float
dot (const float *a, const float *b, int n)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
#pragma omp end declare target

int
main (void)
{
  float x[N], out[1];
  for (int i = 0; i < N; i++)
    x[i] = i % 3;
#pragma omp target map(to: x) map(from: out)
  out[0] = dot (x, x, N);
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "whole device program: no" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "dot: frame global; callers not known" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "dot : changed in argument memory space" 0 "ipmsp" } } */
