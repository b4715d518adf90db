/* Without the alias channel (-fplugin-arg-msp-alias=0) the reload of the
   .const table across the store through an unknown pointer stays.
   GCC 15 puts the table in .global (PR target/119573): there both loads
   are ld.global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-alias=0,-fdump-tree-fre-details" } */

#include "alias-readonly.c"

/* { dg-final { scan-offload-tree-dump-not "pointers into read-only" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump-not {Replaced MEM\[\(const int \*\)_[0-9]+\] with x_[0-9]+ in all uses of y_} "fre5" } } */
/* { dg-final { scan-offload-ptx-times "ld.const.u32" 2 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-function "look" {ld\.global\.u32.*ld\.global\.u32} { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not {ld\.const} { target msp_gcc15 } } } */
