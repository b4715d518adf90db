/* The calls simt.cc may take to stay where they are.  PICK's call
   inside the simd loop uses the loop's induction variable, which comes
   from the lane number (.GOMP_SIMT_LANE, which no pass moves), and its
   result is used only in the loop: no pass can take it out of the SIMT
   region.  BUMPED's call, before the loop, writes through a parameter
   (a side effect no pass removes, so BUMPED is never const): no pass
   can move it across the region's boundary.  Their frames keep one
   space each: .local and .global.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64
#define M 32

#pragma omp declare target
__attribute__ ((noinline)) static float
pick (float x, int i)
{
  float buf[8];
  for (int k = 0; k < 8; k++)
    buf[(k + i) & 7] = x + k;
  return buf[i & 7];
}

__attribute__ ((noinline)) static float
bumped (float *p, int i)
{
  float buf[8];
  for (int k = 0; k < 8; k++)
    buf[(k + i) & 7] = *p + k;
  *p += 1.0f;
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
#pragma omp target teams distribute parallel for map(tofrom: a) map(from: out) firstprivate(flag)
  for (int j = 0; j < N; j++)
    {
      float v = bumped (&a[j], j);
#pragma omp simd
      for (int i = 0; i < M; i++)
	if (flag)
	  out[j * M + i] = pick (v, i);
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "pick: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "bumped: frame global\n" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "pick" "st.local.f32" } } */
/* { dg-final { scan-offload-ptx-function "bumped" "st.global.f32" } } */
