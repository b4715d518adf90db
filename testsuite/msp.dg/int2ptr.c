/* A pointer that makes a round trip through uintptr_t arithmetic keeps
   its space (track-int2ptr, on by default).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

#define N 1024

int
main (void)
{
  float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++)
    {
      uintptr_t u = (uintptr_t) a + (uintptr_t) i * sizeof (float);
      float *p = (float *) u;
      *p = *p * 2.0f;
    }
  return a[3] != 6.0f;
}

/* { dg-final { scan-offload-tree-dump "mask u_\[0-9\]+ = global" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "mask p_\[0-9\]+ = global" "msp-early" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
