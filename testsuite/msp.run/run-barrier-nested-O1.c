/* run-barrier-nested.c at -O1.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@" } */

#include "run-barrier-nested.c"
