/* run-small-copy-struct.c at -O3.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@" } */

#include "run-small-copy-struct.c"
