/* An atomic operation whose address may be in .shared or in global
   memory (a team array or a mapped array, by the team's number) may
   synchronise with a thread of another team through the global one:
   the inline barriers keep their membar.sys
   (gimple/transform/inline-barrier.cc, team_atomic_p).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define HIST(g) ((g) & 1 ? smem : glob)
#include "barrier-fence-shared-atomic.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} } } */
