/* barrier-fence-atomic.c with an asm: msp does not read asm text, which
   may be a fence or an atomic operation, so the inline
   barrier keeps its membar.sys.  A blank asm emits nothing
   (barrier-fence-blank-asm.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define SYNC(t) __asm__ volatile ("// text" : : : "memory")
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: an asm of the unit may synchronise\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
