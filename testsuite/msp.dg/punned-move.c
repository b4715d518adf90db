/* A 16-byte memcpy out of a packed struct of floats placed at 8 bytes or
   more is one uint128_t load, and combine (GCC 12) moves its pieces into
   subregs of the float registers: nvptx prints "ld.u32" into a .f32
   register, which ptxas rejects.  Here the array of the team is placed
   at 16 bytes (its elements' size: team-shared.cc), and the global one
   is declared so; msp-rtl makes each such load a load of the float
   (rtl/punned-move.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define PUNNED_GLOBAL
#include "../msp.run/run-punned-move.c"

/* { dg-final { scan-offload-rtl-dump {main._omp_fn.[0-9]+: [1-9][0-9]* loads and stores of a register's bits through another mode made in its own} "msp-rtl" } } */
/* The third float of the team array's copy, loaded as a float.  */
/* { dg-final { scan-offload-ptx {ld\.shared\.f32\s+%r[0-9]+, \[%r[0-9]+\+8\];} } } */
/* { dg-final { scan-offload-ptx-not {ld\.shared\.u32\s+%r[0-9]+, \[%r[0-9]+\+8\];} } } */
