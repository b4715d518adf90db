/* -fplugin-arg-msp-dump writes msp's dumps, and only those, without any
   -fdump-*-all.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 42;
  return x != 42;
}

/* { dg-final { offload-dump-exists i ipmsp } } */
/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { offload-dump-exists t msp-late } } */
/* { dg-final { scan-offload-tree-dump "memory references: " "msp-early" } } */
/* { dg-final { offload-dump-absent t optimized } } */
