/* Without -foffload the driver offloads to every configured target
   whose offload compiler is installed (OFFLOAD_TARGET_NAMES), nvptx-none
   among them: msp acts as with -foffload=nvptx-none.  */
/* { dg-options "-O2 -fopenmp -fplugin=@PLUGIN@ -fplugin-arg-msp-dump {-foffload-options=nvptx-none=-misa=sm_80 -mptx=7.0} -save-temps" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
