/* A function of the unit that the C library calls by name (newlib's
   assert calls __assert_func) runs in any kernel that calls the
   library, where no call of the unit shows it: every kernel reaches
   it, so its atomic operation keeps the inline barrier's membar.sys
   although the barrier's kernel calls nothing
   (gimple/transform/inline-barrier.cc, reached_from).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
int failures;

void
__assert_func (const char *file, int line, const char *fn, const char *e)
{
  (void) file; (void) line; (void) fn; (void) e;
#pragma omp atomic
  failures++;
}
#pragma omp end declare target

#define SYNC(t) (void) (t)
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
