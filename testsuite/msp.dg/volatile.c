/* A volatile access through a resolved pointer gets its space like any
   other: the state space does not change what volatile means (every
   access is made), and the MEM stays volatile.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

int
main (void)
{
  static int flags[N], out[N];
#pragma omp target teams distribute parallel for map(to: flags) map(from: out)
  for (int i = 0; i < N; i++)
    {
      volatile int *f = &flags[i];
      out[i] = *f + *f;
    }
  return out[0] != 0;
}

/* { dg-final { scan-offload-ptx-times {ld\.global\.u32\s+%r[0-9]+, \[%r[0-9]+\];} 2 } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
