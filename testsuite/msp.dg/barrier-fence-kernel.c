/* Only an operation of its own can synchronise a thread beyond its
   team, and a thread runs only what its kernel reaches: the atomic
   operation of a second target region leaves the inline barrier of
   barrier-fence-atomic.c's region, with no operation of its own,
   without membar.sys (gimple/transform/inline-barrier.cc, fact 4).
   barrier-fence-reach.c has the atomic where the barrier's kernel
   reaches it.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define SYNC(t) (void) (t)
#define AFTER								\
  {									\
    int count = 0;							\
    _Pragma ("omp target map(tofrom: count)")				\
    _Pragma ("omp parallel num_threads(4)")				\
    {									\
      _Pragma ("omp atomic")						\
      count++;								\
    }									\
    if (count < 1)							\
      return 1;								\
  }
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers order the team's memory only\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-not "fence system memory" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys} 0 } } */
/* { dg-final { scan-offload-ptx-times {atom\.[a-z.]*add\.u32} 1 } } */
