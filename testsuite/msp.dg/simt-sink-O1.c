/* simt-sink.c at -O1: the call may move, whether or not GCC moves it
   at this level: its callee is const, and nothing anchors it.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "simt-sink.c"

/* { dg-final { scan-offload-ipa-dump "frame_fn: frame global\\|local" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function-not "frame_fn" "\\.global" } } */
