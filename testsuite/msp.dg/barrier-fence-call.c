/* barrier-fence-atomic.c with a call of a function the unit does not
   define and that is neither a C library builtin nor a libgomp entry
   point (srand): it might synchronise, so the inline barrier keeps its
   membar.sys.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdlib.h>

#define SYNC(t) srand ((t) + 1)
#include "barrier-fence-atomic.c"

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit calls a function outside it\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
