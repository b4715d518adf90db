/* The plain line with OpenACC: msp, loaded into the host compiler with
   -fplugin, resolves the gang-private tile of acc-gang-private.c in the
   offload compiler as the long form does.  */
/* { dg-options "-O2 -fopenacc @PLAIN@ -fplugin-arg-msp-dump" } */

/* The program of acc-gang-private.c.  */
#include "acc-gang-private.c"

/* { dg-final { scan-offload-tree-dump "declaration accesses made pointer accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.shared.f32" } } */
/* { dg-final { scan-offload-ptx "ld.shared.f32" } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.} } } */
