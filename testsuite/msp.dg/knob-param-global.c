/* -fplugin-arg-msp-param-always-point-to-global=0 drops the rule that a
   kernel's data block (its parameter) is global memory: the block's own
   reads stay generic.  The array pointer loaded from it is still global,
   by the separate proof that the unit stores only global pointers; with
   track-indir-load=0 as well, nothing resolves.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-param-always-point-to-global=0" } */

#define N 1024

int
main (void)
{
  float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(tofrom: a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 2.0f;
  return a[3] != 6.0f;
}

/* { dg-final { scan-offload-tree-dump "mask .omp_data_i_\[0-9\]+\\(D\\) = unknown" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: 2 of 3 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx "\tld.u64" } } */
