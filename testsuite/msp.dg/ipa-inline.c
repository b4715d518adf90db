/* The offload compiler's own IPA inliner inlines SMOOTH into the kernel
   (it is called once, and too big for the host's early inliner).  At late
   IPA the cgraph then still holds the inline clone, whose body is the
   kernel's: msp's walks skip it, as GCC's late IPA passes do, instead of
   asking for its body (an ICE in cgraph_node::get_body before).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fdump-ipa-inline" } */

#define N 256

#pragma omp declare target
static void
smooth (float *a, const float *b, int n, int iters)
{
  for (int it = 0; it < iters; it++)
    {
      for (int i = 1; i < n - 1; i++)
	a[i] = 0.25f * b[i - 1] + 0.5f * b[i] + 0.25f * b[i + 1];
      for (int i = 1; i < n - 1; i++)
	a[i] = a[i] * 0.5f + b[i] * 0.5f + (a[i] > 3.0f ? 1.0f : 0.0f);
      for (int i = 0; i < n; i++)
	a[i] += (i & 1) ? -a[(i + 3) % n] : a[(i + 5) % n];
    }
}
#pragma omp end declare target

int
main (void)
{
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = b[i] = i;
#pragma omp target map(tofrom: a) map(to: b)
  smooth (a, b, N, 3);
  return a[5] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "Considering smooth\[^\n\]*\n to be inlined into main._omp_fn.0" "inline" } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
