/* barrier-fence-atomic.c with an OpenMP lock, which synchronises
   threads of any team: the inline barrier keeps its membar.sys.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define SYNC(t)				\
  do					\
    {					\
      omp_lock_t l;			\
      omp_init_lock (&l);		\
      omp_set_lock (&l);		\
      omp_unset_lock (&l);		\
      omp_destroy_lock (&l);		\
    }					\
  while (0)
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
