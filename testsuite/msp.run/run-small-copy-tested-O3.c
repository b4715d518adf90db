/* run-small-copy-tested.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-small-copy-tested.c"
