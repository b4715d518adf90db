/* Without soft stacks (OpenACC), nvptx_reorg copies the .local frame of
   a gang-redundant region to the workers through __oacc_bcast, in a loop
   whose pointers it increments (shared_prop_gen, PM_loop_begin).
   msp-rtl follows both pointers to their roots, %frame (local) and
   __oacc_bcast (shared), and gives each a twin in its window, set once
   before the loop and incremented with it: ld.local and st.shared in the
   copy loop, and no conversion (the backend's own pointers, dead then,
   are deleted: rtl-dead-defs.c).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024
#define T 32

int
main (void)
{
  static float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel copyin(a) copyout(b) num_gangs(N / T) num_workers(4) vector_length(32)
  {
    float tile[T];
#pragma acc loop gang private(tile)
    for (int g = 0; g < N / T; g++)
      {
	for (int i = 0; i < T; i++)
	  tile[i] = a[g * T + i];
#pragma acc loop worker vector
	for (int i = 0; i < T; i++)
	  b[g * T + i] = tile[T - 1 - i];
      }
  }
  return b[0] != 31.0f;
}

/* { dg-final { scan-offload-rtl-dump "backend memory references resolved \\(global 0, shared \[1-9\]\[0-9\]*, const 0, local \[1-9\]" "msp-rtl" } } */
/* { dg-final { scan-offload-rtl-dump "\[1-9\]\[0-9\]* twin definitions" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx {mov\.u64\s+%r[0-9]+, %frame_ar;} } } */
/* { dg-final { scan-offload-ptx {ld\.local\.u64} } } */
/* { dg-final { scan-offload-ptx {st\.shared\.u64\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 .* local=2 " } } */
