/* Self and mutual recursion: RSUM calls itself and EVEN and ODD call
   each other, with pointers into global memory from one call site and
   into .const memory from another.  The propagation and the cloning end
   (a signature already cloned reuses its clone, so the clones' recursive
   calls go to themselves), and every access gets its space.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

#pragma omp declare target
static const float ctab[N] = { 1.0f, 2.0f, 3.0f };

__attribute__ ((noinline)) static float
rsum (const float *p, int n)
{
  return n == 0 ? 0.0f : p[0] + rsum (p + 1, n - 1);
}

__attribute__ ((noinline)) static float odd (const float *, int);

__attribute__ ((noinline)) static float
even (const float *p, int n)
{
  return n <= 0 ? p[0] : p[n] + odd (p, n - 1);
}

__attribute__ ((noinline)) static float
odd (const float *p, int n)
{
  return n <= 0 ? -p[0] : p[n] - even (p, n - 1);
}
#pragma omp end declare target

int
main (void)
{
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = (rsum (in, i & 7) + rsum (ctab, i & 7)
	      + even (in, i & 7) + even (ctab, i & 7));
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "rsum is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "even is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "odd is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.const.f32" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
