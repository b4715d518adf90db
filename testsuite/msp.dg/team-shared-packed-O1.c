/* The program of team-shared-packed.c at -O1: the pointers into the
   packed float4 team array get its alignment, its fields are accessed
   as floats, and the program runs as on the host (programs.exp).  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "team-shared-packed.c"

/* { dg-final { scan-offload-tree-dump "pointers given the alignment of the address an msp copy holds" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "st\\.shared\\.u8" } } */
