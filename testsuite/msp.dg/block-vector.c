/* Generic vectors without a machine mode on nvptx (64 bytes) are moved
   as blocks, like structs: the loads and stores of whole vectors through
   .global pointers stay the memcpy calls GCC makes without msp, and the
   element accesses of the lowered arithmetic get the space, where small
   copies (small-copy.cc) are off.  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-small-copies=0" } */

typedef float v16 __attribute__ ((vector_size (64)));
struct s { v16 v; int tag; };

void
run (v16 *a, struct s *b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], b[0:n])
  for (int i = 0; i < n; i++)
    {
      v16 x = a[i];
      x = x * 2.0f + a[n - 1 - i];
      a[i] = x;
      b[i].v = x;
      b[i] = b[(i * 3) % n];
    }
}

/* { dg-final { scan-offload-tree-dump {run._omp_fn.1: 4 block copies and stores left generic} "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {call \(%value_in\), memcpy} 4 } } */
/* { dg-final { scan-offload-ptx {ld.global.f32} } } */
/* { dg-final { scan-offload-ptx-not {\.u8\t} } } */
/* { dg-final { scan-offload-ptx-not {\t(?:ld|st)\.[fu](?:32|64)\t} } } */
