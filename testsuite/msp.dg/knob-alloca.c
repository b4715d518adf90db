/* -fplugin-arg-msp-process-alloca-always=0 leaves automatic storage
   generic, frame slots included (compare omp-softstack.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-process-alloca-always=0" } */

/* The program of omp-softstack.c.  */
#include "omp-softstack.c"

/* { dg-final { scan-offload-tree-dump-not "declaration accesses made pointer accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "\tst.u32" } } */
/* { dg-final { scan-offload-ptx-not "\\.global\[.a-z0-9\]*\t\\\[%frame" } } */
