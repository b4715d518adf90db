/* The parameter of a function whose address is taken (called through a
   pointer) has unknown provenance: its accesses stay generic, although
   this caller happens to pass global memory.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#pragma omp declare target
__attribute__ ((noinline)) void
scale (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 3.0f;
}
void (*volatile scale_fn) (float *, int) = scale;
#pragma omp end declare target

int
main (void)
{
  float a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma omp target map(tofrom: a)
  scale_fn (a, 64);
  return a[2] != 6.0f;
}

/* { dg-final { scan-offload-tree-dump "mask p_\[0-9\]+\\(D\\) = unknown" "msp-early" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx "\tst.f32" } } */
