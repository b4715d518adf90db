/* With -fplugin-arg-msp-phase=none msp analyses but rewrites nothing: the
   PTX keeps GCC's generic accesses.  (The control for global-map.c: the
   qualified accesses there are msp's doing.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-phase=none" } */

#define N 1024

int
main (void)
{
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N; i++)
    b[i] = 2.0f * a[i] + 1.0f;
  return b[3] != 7.0f;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 0 of 6 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
