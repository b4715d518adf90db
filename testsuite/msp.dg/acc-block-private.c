/* An OpenACC gang-private struct (in .shared memory,
   nvptx_goacc_expand_var_decl) cleared as a whole: msp makes its
   accesses .shared pointer accesses, but not the clear, which expand
   can only do through memset in the generic space (clear_storage_hints
   reaches gcc_unreachable otherwise: it was an ICE).  */
/* { dg-options "-O2 -fopenacc -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump" } */

struct big { int a[512]; };

int
run (int *r, int n)
{
  struct big s;
#pragma acc parallel loop gang private(s) copyout(r[0:n])
  for (int i = 0; i < n; i++)
    {
      s = (struct big) { 0 };
      s.a[i % 512] = i;
      r[i] = s.a[(i * 7) % 512];
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump {run._omp_fn.0: 1 block copies and stores left generic} "msp-late" } } */
/* { dg-final { scan-offload-ptx {call \(%value_in\), memset} } } */
/* { dg-final { scan-offload-ptx {st.shared.u32} } } */
/* { dg-final { scan-offload-ptx {ld.shared.u32} } } */
