/* Remarks through -fopt-info, as in opt-info-acc.c, for OpenMP: the
   chain A1 -> B2 -> C3, called with a global array, is specialised in
   place, and Q, an asm's output, comes from nowhere msp knows.  Reading
   the OpenMP unit's bodies applies GCC's pending IPA transforms, which
   close the -fopt-info stream of ipmsp; ipmsp opens it again.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fopt-info-missed-optimized=opt-info-omp.xnvptx-none.mkoffload.remarks" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
c3 (const float *p, int i)
{
  return p[i] * 2.0f;
}

__attribute__ ((noinline)) static float
b2 (const float *p, int i)
{
  return c3 (p, i) + c3 (p, i + 1);
}

__attribute__ ((noinline)) static float
a1 (const float *p, int i)
{
  return b2 (p, i) + 1.0f;
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
      q[i] = a1 (in, i);
    }
  return out[1] != 11.0f;
}

/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-omp\\.c:24:\[0-9\]+: optimized: specialised a1 in place for p in \\.global\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-omp\\.c:18:\[0-9\]+: optimized: specialised b2 in place for p in \\.global\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-omp\\.c:12:\[0-9\]+: optimized: specialised c3 in place for p in \\.global\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-omp\\.c:41:\[0-9\]+: missed: store stays generic: the provenance of 'q' is unknown\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump-times "offload-remarks" "stays generic" 1 "remarks" "" } } */
