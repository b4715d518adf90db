/* A struct too large to clear by pieces, cleared through a pointer msp
   resolves to .global: expand clears a block through memset, for
   generic MEMs only, and has no other way (clear_storage_hints,
   gcc_unreachable).  msp leaves the reference generic (block-ops.cc);
   it used to give it the .global space, an ICE.  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump" } */

struct big { int a[1024]; };

void
run (struct big *b, int *x, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: b[0:n], x[0:n])
  for (int i = 0; i < n; i++)
    {
      b[i] = (struct big) { 0 };
      b[i].a[i % 1024] = x[i];
    }
}

/* { dg-final { scan-offload-tree-dump {run._omp_fn.1: 1 block copies and stores left generic} "msp-late" } } */
/* { dg-final { scan-offload-ptx {call \(%value_in\), memset} } } */
/* { dg-final { scan-offload-ptx {st.global.u32} } } */
/* { dg-final { scan-offload-ptx {ld.global.u32} } } */
