/* run-wide-mult.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-wide-mult.c"
