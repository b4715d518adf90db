/* nvptx passes a struct by invisible reference to the caller's copy
   (nvptx_pass_by_reference, no callee copies), which calls.cc makes in
   the caller's frame: &S in SUM points into the caller's frame, which is
   on the global soft stack although SUM itself, called from a SIMT
   region, has its frame in .local memory.  msp takes the parameter for
   the caller's storage, not SUM's: the access is global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

struct vec8 { float v[8]; };

#pragma omp declare target
__attribute__ ((noinline)) static float
sum (struct vec8 s, int k)
{
  float *p = s.v;
  float t = 0.0f;
  for (int i = 0; i < 8; i++)
    t += p[(i + k) & 7];
  return t;
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
    {
      struct vec8 s;
      for (int k = 0; k < 8; k++)
	s.v[k] = in[i] + k;
      out[i] = sum (s, i);
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "sum: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "sum: 1 of 1 memory references resolved \\(global 1," "msp-late" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.local.f32" } } */
