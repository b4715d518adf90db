/* run-wide-mult.c at -O1.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@" } */

#include "run-wide-mult.c"
