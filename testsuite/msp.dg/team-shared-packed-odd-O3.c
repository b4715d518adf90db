/* The attacks of team-shared-packed-odd.c at -O3: the program runs, and
   prints the bits it read, as on the host (programs.exp).  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-packed-odd.c"
