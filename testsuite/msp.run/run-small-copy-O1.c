/* run-small-copy.c at -O1.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@" } */

#include "run-small-copy.c"
