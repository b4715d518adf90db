/* msp changes nothing in the host compilation: the host assembly is the
   same with and without -fplugin=msp.so, but for the offload sections,
   whose options carry msp to the offload compiler.  Even the options the
   host records itself (DW_AT_producer, with -g) do not name
   -foffload-options: msp adds it after they are written, so the object
   names it once, in the offload options section (.gnu.offload_lto_.opts),
   not in .debug_str and .gnu.debuglto_.debug_str too.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fopenmp -foffload=nvptx-none -fplugin=@PLUGIN@ -g" } */

/* The program of global-map.c.  */
#include "global-map.c"

/* { dg-final { msp-scan-object-times "-foffload-options=nvptx-none=-fplugin=\[^ '\]*msp.so" 1 } } */
/* { dg-final { msp-scan-object-times "GNU C\[^\\0\]* -fplugin=\[^ \]*msp.so" 2 } } */
/* { dg-final { msp-host-asm-unchanged "-O2 -fopenmp -foffload=nvptx-none" } } */
/* { dg-final { msp-host-asm-unchanged "-O2 -fopenmp -foffload=nvptx-none -g -gno-record-gcc-switches" } } */
