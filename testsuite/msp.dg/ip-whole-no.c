/* -fplugin-arg-msp-whole-program=no: msp never takes the unit for the
   whole device program, although the offload link adds only the
   installed libraries (ip-whole-cxx.C, where it does).  The public DOT
   may then have callers msp does not see: its parameters are unknown
   and it is not specialised.  The argument is given on the host line,
   so this also checks that msp hands it on to the offload compile.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-dump -fplugin-arg-msp-whole-program=no" } */

/* The program of ip-not-whole.c, whose own directives are not read
   here.  */
#include "ip-not-whole.c"

/* { dg-final { scan-offload-ipa-dump "whole device program: no" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "dot: frame global; callers not known" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "dot : changed in argument memory space" 0 "ipmsp" } } */
