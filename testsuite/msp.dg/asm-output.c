/* An asm output is a definition msp does not model: Q may point
   anywhere after the asm, so the PHI of Q and a global address is
   unknown, not global (it was global before: the asm output had no mask
   at all).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 1024

#pragma omp declare target
float buf[N];
#pragma omp end declare target

int
main (void)
{
  float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++)
    {
      float *q = &a[i];
      __asm__ ("" : "+r" (q));
      float *p = (i & 1) ? &buf[i] : q;
      *p = *p + 1.0f;
    }
  return a[3] != 4.0f;
}

/* { dg-final { scan-offload-tree-dump "mask q_\[0-9\]+ = unknown" "msp-early" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
