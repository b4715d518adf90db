/* Inside an omp simd loop the nvptx backend switches the soft stack to
   per-lane .local storage (nvptx_output_softstack_switch): PICK, called
   only from the SIMT region, has its frame in .local memory, not in the
   global soft stack.  Its frame array gets st.local/ld.local (.global
   before: a miscompile).  The SIMD version of the loop, which also calls
   PICK, never runs on nvptx (.GOMP_USE_SIMT is 1 there).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
pick (float x, int i, int j)
{
  float buf[8];
  for (int k = 0; k < 8; k++)
    buf[(k + i) & 7] = x + k;
  return buf[j & 7];
}
#pragma omp end declare target

int
main (void)
{
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for simd map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = pick (in[i], i, i * 3);
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "pick: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "pick: 2 of 2 memory references resolved \\(global 0, shared 0, const 0, local 2\\)" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.local.f32" } } */
/* { dg-final { scan-offload-ptx "ld.local.f32" } } */
