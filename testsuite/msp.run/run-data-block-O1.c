/* run-data-block.c at -O1.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@" } */

#include "run-data-block.c"
