/* At -O0 the optimisation pipeline that holds msp-early does not run;
   msp-late, placed after "optimized", still runs and reads optimize=0.  */
/* { dg-options "-O0 -fopenmp @OFFLOAD@=-fdump-tree-all,-fdump-ipa-all" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 42;
  return x != 42;
}

/* { dg-final { scan-offload-tree-dump "options: optimize=0 soft-stack=1" "msp-late" } } */
/* { dg-final { offload-dump-exists t msp-late } } */
