/* In the whole device program a public function that nothing calls or
   refers to is dead: ipmsp makes it local, and GCC removes it (its
   generic accesses with it).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

#pragma omp declare target
__attribute__ ((noinline)) void
unused_scale (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] *= 2.0f;
}
#pragma omp end declare target

int
main (void)
{
  float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++)
    a[i] += 1.0f;
  return a[3] != 4.0f;
}

/* { dg-final { scan-offload-ipa-dump "unused_scale is dead" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-not "unused_scale" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
