/* The attacks of team-shared-packed-odd.c at -O1: the program runs, and
   prints the bits it read, as on the host (programs.exp).  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-packed-odd.c"
