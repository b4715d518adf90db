/* The headers msp was built with match the offload compiler: the plugin
   reads the offload compile's real state.  An OpenMP offload compile at
   -O2 runs with -mgomp, so with soft stacks and uniform SIMT (nvptx's
   TARGET_OPTION_OVERRIDE and the -mgomp spec); with x86_64 headers the
   struct gcc_options offsets differ and these values come out wrong.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fdump-tree-all" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 42;
  return x != 42;
}

/* { dg-final { scan-offload-tree-dump "options: optimize=2 soft-stack=1 uniform-simt=1 gomp=1 openmp=1 openacc=0 sm80=1" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "options: optimize=2 soft-stack=1 uniform-simt=1 gomp=1 openmp=1 openacc=0 sm80=1" "msp-late" } } */
