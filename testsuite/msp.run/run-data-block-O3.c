/* run-data-block.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-data-block.c"
