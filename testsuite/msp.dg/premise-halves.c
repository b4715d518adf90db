/* A .const pointer stored as two 32-bit halves and read back, in another
   kernel, as a pointer.  The stores of the halves break the premise that
   memory holds only global pointers (they did not before: a 32-bit value
   was taken to hold no pointer, and the loaded pointer was made global,
   a miscompile).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>
#define N 64
union box { uint32_t half[2]; const float *p; };
#pragma omp declare target
static const float ctab[N] = { 1.0f, 2.0f, 3.0f, 4.0f };
union box slot[N];
#pragma omp end declare target

int
main (void)
{
  float out[N];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    {
      uintptr_t u = (uintptr_t) &ctab[i];
      slot[i].half[0] = (uint32_t) u;		/* The pointer as two halves.  */
      slot[i].half[1] = (uint32_t) (u >> 32);
    }
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = *slot[i].p;			/* Read back as a pointer.  */
  return out[1] != 2.0f;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(store of a pointer" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
