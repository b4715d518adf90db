/* barrier-fence-atomic.c with a blank asm, the compiler barrier
   asm volatile ("" : : : "memory"): GCC prints no instruction for it,
   so it cannot synchronise with another team, and the inline barrier
   orders the team's memory only (msp_asm_blank_p).  An asm with text
   keeps the fence (barrier-fence-asm.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define SYNC(t) __asm__ volatile ("" : : : "memory"); \
		__asm__ volatile (" \n\t" : "+m" (sum[t]))
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers order the team's memory only\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not {membar\.sys} } } */
/* { dg-final { scan-offload-ptx-times {bar\.sync\s+15, %msp_bar;} 1 } } */
