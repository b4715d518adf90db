/* -fplugin-arg-msp-remarks=missed: what stays generic, not what msp
   did.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-remarks=missed" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
c3 (const float *p, int i) /* { dg-bogus "specialised" } */
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
