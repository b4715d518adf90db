/* After make install, -fplugin=msp on the host line: the host compiler
   finds msp in its plugin directory and hands the short name on, which
   the offload compiler looks up in its own plugin directory.  So the old
   form after make install, -foffload-options=nvptx-none=-fplugin=msp,
   may be given too: both name the same file there (an absolute path of
   the host's directory would be "msp specified with different paths").
   Both directories are stand-ins here, given with -B (msp-plugin-dirs).  */
/* { dg-options "-O2 -fopenmp @SHORT@=-fplugin=msp -fplugin-arg-msp-dump" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
