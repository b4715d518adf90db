/* -fplugin-arg-msp-data-block=0: no data block is marked read-only and
   no load moves (gimple/transform/data-block.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-data-block=0" } */

#include "data-block.c"

/* { dg-final { scan-offload-ipa-dump-not "data block read-only" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump-not "loads of the data block" "msp-early" } } */
