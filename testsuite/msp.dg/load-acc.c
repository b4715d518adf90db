/* msp loads into the offload compiler of an OpenACC program; its passes
   run and dump there too.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fdump-tree-all,-fdump-ipa-all" } */

#define N 256

int
main (void)
{
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel loop copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    b[i] = 2.0f * a[i];
  return b[3] != 6.0f;
}

/* { dg-final { offload-dump-exists i ipmsp } } */
/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { offload-dump-exists t msp-late } } */
/* { dg-final { scan-offload-tree-dump "memory references: " "msp-late" } } */
/* { dg-final { scan-offload-ptx "\\.entry main\\\$_omp_fn\\\$0" } } */
