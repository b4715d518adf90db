/* The program of barrier-team-size-nested.c at -O3, where GCC 14
   unrolls the target body's loop completely (so no barrier of
   main._omp_fn.0 is left in a loop): the barriers are inline, and the
   program runs as on the host (programs.exp).  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "barrier-team-size-nested.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: \[1-9\]\[0-9\]* team barriers made inline\n" "msp-late" } } */
