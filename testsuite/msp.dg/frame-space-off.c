/* With -fplugin-arg-msp-alias=0 msp-frame does not run: the frame slots
   stay generic until output, and RTL's alias analysis lets the copies of
   the structs into the frame clobber the .global loads, which CSE
   reloads: two more loads than with msp-frame (frame-space.c).  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-alias=0" } */

#include "frame-space.c"

/* { dg-final { scan-offload-ptx-times "ld.global.u32" 14 } } */
/* { dg-final { scan-offload-ptx-not {ld.u32} } } */
