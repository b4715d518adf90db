/* barrier-fence-atomic.c with a flush, which may pair with one of a
   thread outside the team: the inline barrier keeps its membar.sys.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define SYNC(t) _Pragma ("omp flush")
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
