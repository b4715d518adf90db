/* run-small-copy-index.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-small-copy-index.c"
