/* The distance between a .const and a global pointer, scaled by 3 and
   back: still the distance, so P is &ctab[i], in .const memory.  A
   product carries the pointer bits of its operand: P stays generic (it
   was made global before: a product by a constant counted as an offset,
   a miscompile).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>
#define N 64
#pragma omp declare target
static const float ctab[N] = { 1.0f, 2.0f, 3.0f, 4.0f };
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
      /* &buf[k2] - &buf[k] is 0.  */
      uintptr_t d = ((uintptr_t) &ctab[i] - (uintptr_t) &buf[k]) * 3;
      const float *p = (const float *) ((uintptr_t) &buf[k2] + d / 3);
      out[i] = *p;
    }
  return out[1] != 2.0f;
}

/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
