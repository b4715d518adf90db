/* run-wide-mult-narrow.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-wide-mult-narrow.c"
