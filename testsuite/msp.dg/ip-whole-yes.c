/* -fplugin-arg-msp-whole-program=yes: the user promises that the
   offload link adds no code but the installed libraries, and msp takes
   the unit for the whole device program although the link line has an
   option that could add code (here -Xlinker, given to the nvptx-none
   link, which makes msp answer no by itself: ip-not-whole.c).  DOT,
   public but called only by the kernel, is then specialised in place.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-whole-program=yes,-Xlinker,-L." } */

/* The program of ip-not-whole.c.  */
#include "ip-not-whole.c"

/* { dg-final { scan-offload-ipa-dump "whole device program: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "dot : changed in argument memory space \\(2 arguments\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "dot: frame global; callers not known" 0 "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
