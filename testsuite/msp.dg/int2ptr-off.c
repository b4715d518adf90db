/* A pointer that makes a round trip through uintptr_t arithmetic keeps
   its space (track-int2ptr, on by default); with
   -fplugin-arg-msp-track-int2ptr=0 it stays generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-track-int2ptr=0" } */

/* The program of int2ptr.c.  */
#include "int2ptr.c"

/* { dg-final { scan-offload-tree-dump "mask p_\[0-9\]+ = unknown" "msp-early" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx "\tst.f32" } } */
