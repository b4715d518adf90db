/* asm-blank-memory.c with text in the asm: msp does not read it, and
   an asm that clobbers memory may store any pointer, so the pointers
   loaded from memory have an unknown space and the loads through them
   stay generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define ASM __asm__ volatile ("// text" : : : "memory")
#include "asm-blank-memory.c"

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(inline asm that writes memory in main._omp_fn.\[0-9\]+\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
