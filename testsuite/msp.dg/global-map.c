/* Mapped arrays are global: the data block of an OpenMP target region
   is device memory (libgomp), the pointers loaded from it are device
   addresses, and the parallel region's data block is the encountering
   thread's frame, on a soft stack in global memory.  Every access of the
   kernel is resolved in the early pass, which leaves global accesses
   (they need no conversion) to the late pass to rewrite.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 1024

int
main (void)
{
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N; i++)
    b[i] = 2.0f * a[i] + 1.0f;
  return b[3] != 7.0f;
}

/* { dg-final { scan-offload-ipa-dump "callback main._omp_fn.1: data parameter global" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "mask .omp_data_i_\[0-9\]+\\(D\\) = global" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 6 of 6 memory references resolved \\(global 6, shared 0, const 0, local 0\\); 0 conversions; 6 left to msp-late" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 6 of 6 memory references resolved \\(global 6, shared 0, const 0, local 0\\); \[0-9\]+ conversions\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: 2 of 2 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
