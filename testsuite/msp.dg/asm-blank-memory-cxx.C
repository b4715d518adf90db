/* The program of asm-blank-memory.c in C++.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "asm-blank-memory.c"

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.u32" } } */
/* { dg-final { scan-offload-ptx-not "\\tld.u32" } } */
