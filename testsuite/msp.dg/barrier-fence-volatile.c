/* barrier-fence-atomic.c with a volatile access: a program may spin on
   a volatile flag that another team sets, so the inline barrier keeps
   its membar.sys.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

volatile int flag;
#pragma omp declare target (flag)

#define SYNC(t) (flag = (t) == 0)
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has volatile accesses\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
