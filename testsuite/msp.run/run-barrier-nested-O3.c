/* run-barrier-nested.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-barrier-nested.c"
