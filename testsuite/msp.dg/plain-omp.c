/* The plain line: -fplugin=msp.so given to gcc, not to the offload
   compiler.  msp in the host compiler hands itself and its arguments
   (here -fplugin-arg-msp-dump=details) on to the nvptx-none offload
   compile, whose PTX is qualified as with the long form (global-map.c).  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-dump=details" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 6 of 6 memory references resolved \\(global 6, shared 0, const 0, local 0\\); 0 conversions; 6 left to msp-late" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "mask .omp_data_i_\[0-9\]+\\(D\\) = global" "msp-early" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
