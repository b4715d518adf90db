/* Aggregate copies through .global pointers.  A 12-byte struct is moved
   by pieces, which keep the space (three ld.global.u32 and
   st.global.u32).  A 32-byte struct aligned to 32 is copied by memcpy
   without msp; given the .global space it became a loop over bytes
   (emit_block_move_via_loop: ld.global.u8, st.global.u8), so msp
   leaves it generic (block-ops.cc), the memcpy call GCC makes without
   msp (the pattern of HeCBench's threadcpy), where small copies are off
   (block-copy-pieces.c: where they are on).  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-small-copies=0" } */

struct tri { int a[3]; };
struct vec8 { int a[8]; } __attribute__ ((aligned (32)));

void
run (struct tri *t, struct vec8 *in, struct vec8 *out, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: t[0:n], in[0:n], out[0:n])
  for (int i = 0; i < n; i++)
    {
      t[i] = t[n - 1 - i];
      out[i] = in[i];
    }
}

/* { dg-final { scan-offload-tree-dump {run._omp_fn.1: 2 block copies and stores left generic} "msp-late" } } */
/* { dg-final { scan-offload-ptx {call \(%value_in\), memcpy} } } */
/* { dg-final { scan-offload-ptx-not {\.u8\t} } } */
/* { dg-final { scan-offload-ptx-times {st.global.u32\t\[%r[0-9]+(?:\+[48])?\]} 3 } } */
