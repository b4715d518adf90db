/* The program of barrier-team-size-nested.c at -O1: the team's size is
   read before the loops, and the program runs as on the host
   (programs.exp).  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "barrier-team-size-nested.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: the team's size read before the loops around \[0-9\]+ of the inline barriers\\n" "msp-late" } } */
