/* Without the alias channel (-fplugin-arg-msp-alias=0) the reload of the
   .const table across the store through an unknown pointer stays.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-alias=0,-fdump-tree-fre-details" } */

#include "alias-readonly.c"

/* { dg-final { scan-offload-tree-dump-not "pointers into read-only" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump-not {Replaced MEM\[\(const int \*\)_[0-9]+\] with x_[0-9]+ in all uses of y_} "fre5" } } */
/* { dg-final { scan-offload-ptx-times "ld.const.u32" 2 } } */
