/* An atomic operation on .shared memory that is a call of libatomic
   (nvptx has no 1-byte atomics: optabs.cc calls __atomic_fetch_add_1)
   keeps the inline barriers' membar.sys: libatomic might take a lock
   that threads of other teams take too
   (gimple/transform/inline-barrier.cc, team_atomic_p).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-latomic" } */

#define BIN_T unsigned char
#include "barrier-fence-shared-atomic.c"

/* { dg-final { scan-offload-ptx {call[^;]*__atomic_fetch_add_1} } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} } } */
