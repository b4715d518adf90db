/* run-small-copy-tested-acc.c at -O1.  */
/* { dg-options "-O1 -fopenacc @OFFLOAD@" } */

#include "run-small-copy-tested-acc.c"
