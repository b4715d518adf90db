/* Self and mutual recursion: RSUM calls itself and EVEN and ODD call
   each other, with pointers into global memory from one call site and
   into CTAB, which is not global, from another.  The propagation and the
   cloning end (a signature already cloned reuses its clone, so the
   clones' recursive calls go to themselves), and every access gets its
   space.  GCC 12 to 14 put the read-only table CTAB in .const: each
   function gets a .global and a .const clone, and no access is generic.
   GCC 15 puts it in .global (PR target/119573); there CTAB is a block of
   libgomp's pteam allocator, which may be .shared (from GCC 14): each
   function gets a .global clone, whose recursive calls go to the clones,
   and the original, called with CTAB, stays generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define N 64

#pragma omp declare target
#if __GNUC__ < 15
static const float ctab[N] = { 1.0f, 2.0f, 3.0f };
#endif

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
    {
#if __GNUC__ >= 15
      float *ctab = (float *) omp_alloc (N * sizeof (float),
					 omp_pteam_mem_alloc);
      for (int k = 0; k < 8; k++)
	ctab[k] = k + 1.0f;
#endif
      out[i] = (rsum (in, i & 7) + rsum (ctab, i & 7)
		+ even (in, i & 7) + even (ctab, i & 7));
#if __GNUC__ >= 15
      omp_free (ctab, omp_pteam_mem_alloc);
#endif
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "rsum is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "even is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "odd is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.const.f32" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " { target { ! msp_gcc15 } } } } */
/* Each function once cloned; each clone called from the kernel and from
   its clone callers (RSUM's from itself, EVEN's from ODD's), and not the
   originals.  */
/* { dg-final { scan-offload-ipa-dump "3 clones made" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times {call \(%value_in\), rsum\$msp\$0,} 2 { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times {call \(%value_in\), even\$msp\$0,} 2 { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times {call \(%value_in\), odd\$msp\$0,} 1 { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-function "rsum" {\tld\.f32} { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-function "even" {\tld\.f32} { target msp_gcc15 } } } */
