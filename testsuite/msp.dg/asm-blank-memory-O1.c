/* The program of asm-blank-memory.c at -O1: the blank asms still write
   no memory, and the loaded pointers are global.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "asm-blank-memory.c"

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.u32" } } */
/* { dg-final { scan-offload-ptx-not "\\tld.u32" } } */
