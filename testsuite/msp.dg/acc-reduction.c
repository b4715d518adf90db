/* OpenACC reductions (nvptx_goacc_reduction): the worker partial sums
   live in .shared __worker_red, reached through the pointers that
   __builtin_nvptx_worker_addr returns; the gang results are combined
   into the copied-out variables with __builtin_nvptx_cmp_swap[ll]
   loops.  msp resolves the former to shared, and replaces the
   compare-and-swap builtins, whose expansion ignores the pointer's space,
   by .ATOMIC_COMPARE_EXCHANGE on the qualified pointer: atom.global.cas
   and atom.shared.cas, and no generic access left.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 4096

int
main (void)
{
  static float a[N];
  double sum = 0.0;
  int count = 0;
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) \
  copyin(a) reduction(+: sum, count)
  for (int i = 0; i < N; i++)
    {
      sum += a[i];
      count += a[i] > 3.0f;
    }
  return sum != 12285.0 || count != 1755;
}

/* { dg-final { scan-offload-tree-dump {mask _[0-9]+ = shared} "msp-early" } } */
/* { dg-final { scan-offload-tree-dump {\.ATOMIC_COMPARE_EXCHANGE \(_[0-9]+, } "msp-late" } } */
/* { dg-final { scan-offload-ptx {atom\.global\.cas\.b64} } } */
/* { dg-final { scan-offload-ptx {atom\.global\.cas\.b32} } } */
/* { dg-final { scan-offload-ptx {atom\.shared\.cas\.b64} } } */
/* { dg-final { scan-offload-ptx {st\.shared\.f64\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-offload-ptx-not {\tatom\.cas} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
