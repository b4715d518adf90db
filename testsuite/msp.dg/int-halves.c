/* A pointer split into 32-bit halves (kept in volatile variables, so
   that GCC cannot see through it), rebuilt with << and |, and added to
   the distance between two global addresses: P is &ctab[i], not global.
   The halves carry the pointer's bits, so the sum is not an offset and P
   stays generic (it was made global before: the halves counted as
   offsets, a miscompile).  GCC 12 to 14 put the read-only table CTAB in
   .const; GCC 15 puts it in .global (PR target/119573), and there CTAB
   is a block of libgomp's pteam allocator, which may be .shared (from
   GCC 14).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>
#include <omp.h>
#define N 64
#pragma omp declare target
#if __GNUC__ < 15
static const float ctab[N] = { 1.0f, 2.0f, 3.0f, 4.0f };
#endif
float buf[N];
#pragma omp end declare target

int
main (void)
{
  float out[N];
  int k = 0, k2 = 0;
#pragma omp target teams distribute parallel for map(from: out) firstprivate(k, k2)
  for (int i = 0; i < N; i++)
    {
#if __GNUC__ >= 15
      float *ctab = (float *) omp_alloc (N * sizeof (float),
					 omp_pteam_mem_alloc);
      ctab[i] = i + 1.0f;
#endif
      uintptr_t u = (uintptr_t) &ctab[i];
      volatile uint32_t lo = (uint32_t) u, hi = (uint32_t) (u >> 32);
      uintptr_t r = ((uintptr_t) hi << 32) | lo;
      /* &buf[k2] - &buf[k] is 0: P is &ctab[i].  */
      const float *p = (const float *) ((uintptr_t) &buf[k2]
					 + (r - (uintptr_t) &buf[k]));
      out[i] = *p;
#if __GNUC__ >= 15
      omp_free (ctab, omp_pteam_mem_alloc);
#endif
    }
  return out[1] != 2.0f;
}

/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
