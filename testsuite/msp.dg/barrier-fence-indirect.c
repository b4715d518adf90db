/* barrier-fence-atomic.c with an indirect call, whose callee msp does not
   know: it might synchronise, so the inline barrier keeps its
   membar.sys.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static void __attribute__ ((noinline)) f0 (int *p) { p[0] += 0; }
static void __attribute__ ((noinline)) f1 (int *p) { p[1] += 0; }
void (*const fns[2]) (int *) = { f0, f1 };
#pragma omp end declare target

#define SYNC(t) fns[(t) & 1] (sum)
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has indirect calls\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
