/* -fplugin-arg-msp-remarks on the gcc line: msp's remarks alone (none of
   GCC's own passes'), at the user's source lines, on the link's standard
   error, as -fopt-info writes them.  The host compiler hands the
   argument on to the offload compiler.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-remarks" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
c3 (const float *p, int i) /* { dg-message "optimized: specialised c3 in place for p in \\.global" } */
{
  return p[i] * 2.0f;
}
#pragma omp end declare target

int
main (void)
{
  float in[N + 1], out[N];
  for (int i = 0; i <= N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      float *q = out;
      __asm__ ("" : "+r" (q));
      q[i] = c3 (in, i); /* { dg-message "missed: store stays generic: the provenance of 'q' is unknown" } */
    }
  return out[1] != 2.0f;
}
