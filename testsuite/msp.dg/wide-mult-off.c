/* -fplugin-arg-msp-wide-mult=0: the widening multiplications by
   constants keep their constants, and expand its shifts and adds
   (wide-mult.c with the rewrite).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-wide-mult=0" } */

#define N 1024

int
main (void)
{
  static float a[N], out[N];
  static int idx[N];

  for (int i = 0; i < N; i++)
    {
      idx[i] = N - 1 - i;
      a[i] = i;
    }
#pragma omp target teams distribute parallel for map(to: a, idx) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = a[idx[i]];
  return out[0] != N - 1;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 0 widening multiplications" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not {mul\.wide\.s32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} } } */
