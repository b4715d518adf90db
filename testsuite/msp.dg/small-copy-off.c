/* -fplugin-arg-msp-small-copies=0 leaves GCC's memcpy and memmove
   calls of small-copy.c alone.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-small-copies=0" } */

#include "small-copy.c"

/* { dg-final { scan-offload-tree-dump-not "small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx "call\[^\\n\]*memcpy," } } */
/* { dg-final { scan-offload-ptx-not "ld.global.u8" } } */
