/* implicit-branch.c at -O3.  */
/* { dg-options "-O3 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include "implicit-branch.c"

/* { dg-final { scan-offload-tree-dump "mask q_\[0-9\]+ = global\\|shared" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
