/* msp loads into the nvptx-none offload compiler of an OpenMP program and
   its three passes run there: each leaves its dump, which starts with the
   options it sees.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fdump-tree-all,-fdump-ipa-all" } */

#define N 256

int
main (void)
{
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N; i++)
    b[i] = 2.0f * a[i];
  return b[3] != 6.0f;
}

/* { dg-final { offload-dump-exists i ipmsp } } */
/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { offload-dump-exists t msp-late } } */
/* { dg-final { scan-offload-tree-dump "memory references: \[0-9\]+ \\(MEM_REF" "msp-early" } } */
/* { dg-final { scan-offload-ipa-dump "memory references: " "ipmsp" } } */
/* The offload image was written and ptxas accepted it (the link).  */
/* { dg-final { scan-offload-ptx "\\.entry main\\\$_omp_fn\\\$0" } } */
