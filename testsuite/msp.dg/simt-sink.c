/* FRAME_FN is called outside the simd loop, so at ipmsp its frame is on
   the global soft stack.  But the call is const (ipa-pure-const: it only
   touches its own frame) and its result is used only inside the SIMT
   region: at -O3, loop unswitching leaves that use alone in a branch of
   the region and tree-ssa-sink moves the call there, after the backend
   switches the soft stack to .local SIMT storage.  A call that a pass
   may move across the region's boundary runs in both contexts
   (simt.cc), so FRAME_FN's frame is ambiguous and stays generic (it was
   .global: st.global on .local storage).  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64
#define M 32

#pragma omp declare target
__attribute__ ((noinline)) static float
frame_fn (float x, int i)
{
  float buf[8];
  for (int k = 0; k < 8; k++)
    buf[(k + i) & 7] = x + k;
  return buf[i & 7];
}
#pragma omp end declare target

int
main (void)
{
  float a[N], out[N * M];
  int flag = 1;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: out) firstprivate(flag)
  for (int j = 0; j < N; j++)
    {
      float v = frame_fn (a[j], j);
#pragma omp simd
      for (int i = 0; i < M; i++)
	if (flag)
	  out[j * M + i] = v * i;
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "frame_fn: frame global\\|local" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "frame_fn" "\tst.f32" } } */
/* { dg-final { scan-offload-ptx-function-not "frame_fn" "\\.global" } } */
