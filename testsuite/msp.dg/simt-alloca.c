/* alloca inside an omp simd loop takes per-lane storage from the soft
   stack, which the SIMT region has switched to .local memory
   (nvptx_output_softstack_switch): its accesses get ld.local/st.local
   (.global before: a miscompile).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

int
main (void)
{
  float in[N], out[N];
  int n = 8;
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for simd map(to: in) map(from: out) firstprivate(n)
  for (int i = 0; i < N; i++)
    {
      float *buf = (float *) __builtin_alloca (n * sizeof (float));
      for (int k = 0; k < n; k++)
	buf[k] = in[i] + k;
      out[i] = buf[i % n];
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: \[0-9\]+ of \[0-9\]+ memory references resolved \\(global \[0-9\]+, shared 0, const 0, local 2\\)" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.local.f32" } } */
/* { dg-final { scan-offload-ptx "ld.local.f32" } } */
