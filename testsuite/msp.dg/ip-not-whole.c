/* With an option that may link more code into the offload image
   (here -Xlinker, given to the nvptx-none link), msp cannot take the
   offload unit for the whole device program: the public DOT may have
   callers it does not see, which may pass it anything, with any
   conditions on pointers behind it: its parameters are unknown, and so
   is every bit its result carries, which the kernel stores.  The memory
   mask is unknown, and there is nothing to clone DOT for.  (Before
   msp tracked implicit flows, DOT was cloned for the kernel's call.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-Xlinker,-L." } */

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
/* { dg-final { scan-offload-ipa-dump "memory mask: unknown" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "0 clones made" "ipmsp" } } */
