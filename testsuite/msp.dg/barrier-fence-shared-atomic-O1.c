/* The program of barrier-fence-shared-atomic.c at -O1: the team's
   histogram is still in .shared, its increments atom.shared, and the
   inline barriers order the team's memory only.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "barrier-fence-shared-atomic.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: the inline barriers order the team's memory only\\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {atom\.shared\.add\.u32} } } */
/* { dg-final { scan-offload-ptx-not {membar\.sys} } } */
