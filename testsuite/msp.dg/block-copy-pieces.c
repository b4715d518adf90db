/* block-copy.c with small copies on (the default): the 32-byte struct
   aligned to 32, through the .global pointers ivopts makes of the loop
   (a TARGET_MEM_REF without an index), is two 16-byte pieces
   (small-copy.cc): ld.global.v2.u64 and st.global.v2.u64, no call of
   memcpy and no loop over bytes.  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include "block-copy.c"

/* { dg-final { scan-offload-tree-dump {run._omp_fn.1: 1 small copies made loads and stores} "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-not {block copies and stores left generic} "msp-late" } } */
/* { dg-final { scan-offload-ptx-not {call \(%value_in\), memcpy} } } */
/* { dg-final { scan-offload-ptx-not {\.u8\t} } } */
/* { dg-final { scan-offload-ptx-times {ld.global.v2.u64\t} 2 } } */
/* { dg-final { scan-offload-ptx-times {st.global.v2.u64\t\[%r} 2 } } */
