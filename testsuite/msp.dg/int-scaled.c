/* The distance between a pointer that is not global and a global one,
   scaled by 3 and back: still the distance, so P is &ctab[i].  A product
   carries the pointer bits of its operand: P stays generic (it was made
   global before: a product by a constant counted as an offset, a
   miscompile).  GCC 12 to 14 put the read-only table CTAB in .const;
   GCC 15 puts it in .global (PR target/119573), and there CTAB is a
   block of libgomp's pteam allocator, which may be .shared (from
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
      /* &buf[k2] - &buf[k] is 0.  */
      uintptr_t d = ((uintptr_t) &ctab[i] - (uintptr_t) &buf[k]) * 3;
      const float *p = (const float *) ((uintptr_t) &buf[k2] + d / 3);
      out[i] = *p;
#if __GNUC__ >= 15
      omp_free (ctab, omp_pteam_mem_alloc);
#endif
    }
  return out[1] != 2.0f;
}

/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
