/* run-barrier.c at -O1.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@" } */

#include "run-barrier.c"
