/* The region's body takes a team array's .shared address as nvcc takes
   a __shared__ array's: the 32-bit address of the symbol (mov.u32 %r,
   __msp_team_shared), copied out of sight of GCC's propagators by msp's
   asm.  msp-late makes that address and an asm copy of it in the
   .shared space; converting the generic copy instead cost a
   cvta.shared, a cvta.to.shared and a truncation per array, and hid the
   constant from ptxas, which then addressed the arrays through uniform
   registers reloaded in the loops (R2UR; nlll of the real-code bench).  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

/* The program of team-shared-unroll.c: two tiles.  */
#include "team-shared-unroll.c"

/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {mov\.u32\t%r[0-9]+, __msp_team_shared} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {cvta\.(to\.)?shared} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.shared\.f32\t%r[0-9]+, \[%r[0-9]+\+64\];} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
