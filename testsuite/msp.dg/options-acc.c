/* OpenACC offload code is compiled without -mgomp: no soft stacks, no
   uniform SIMT.  At -O3 the plugin must read optimize=3.  Together with
   options-omp.c this pins the fields msp depends on to values that differ
   between the two compiles.  */
/* { dg-options "-O3 -fopenacc @OFFLOAD@=-fdump-tree-all" } */

int
main (void)
{
  int x[32];
#pragma acc parallel loop copyout(x)
  for (int i = 0; i < 32; i++)
    x[i] = i;
  return x[5] != 5;
}

/* { dg-final { scan-offload-tree-dump "options: optimize=3 soft-stack=0 uniform-simt=0 gomp=0 openmp=0 openacc=1 sm80=1" "msp-early" } } */
