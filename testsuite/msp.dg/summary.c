/* -fplugin-arg-msp-summary: one line for the offload image, with its
   memory instructions by state space and its team arrays (those of
   team-shared.c's two, 1024 + 32 bytes).  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-summary" } */
/* { dg-message "note: msp: \[0-9\]+ of \[0-9\]+ memory instructions in a state space \\(global \[0-9\]+, shared \[1-9\]\[0-9\]*, const \[0-9\]+, local \[0-9\]+\\), 0 generic; team arrays: 2 of 2 in '.shared' \\(1056 bytes\\); why: " "" { target *-*-* } 0 } */

#include "team-shared.c"

/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
