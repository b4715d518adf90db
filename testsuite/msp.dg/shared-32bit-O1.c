/* The program of shared-32bit.c at -O1: only the first loop's exit
   test is made 32-bit; the loops with a break, a call or an asm keep
   their 64-bit tests.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

/* The program of shared-32bit.c.  */
#include "shared-32bit.c"

/* The four tiles in .shared.  */
/* { dg-final { scan-offload-ipa-dump-times "team arrays of main._omp_fn.\[0-9\]+/\[0-9\]+: 't' \\(256 bytes\\) placed in .shared" 4 "ipmsp" } } */
/* Only the first loop's exit test is made 32-bit.  */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 1 exit tests made 32-bit" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-times "exit tests made 32-bit" 1 "msp-late" } } */
/* Its loop: the address in a 32-bit register, stepped and compared in
   32 bits, no 64-bit compare left.  */
/* The others compare 64-bit addresses.  */
