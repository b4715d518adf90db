/* A .const pointer's bits in a double (NaN-boxing) are stored in device
   memory and read back, in another kernel, as a pointer.  The store of
   the double breaks the premise that memory holds only global pointers
   (it did not before: a double was taken to hold no pointer, and the
   loaded pointer was made global, a miscompile).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <string.h>
#define N 64
union box { double d; const float *p; };
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
      const float *c = &ctab[i];
      double d;
      memcpy (&d, &c, sizeof d);	/* The pointer's bits in a double.  */
      slot[i].d = d;
    }
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = *slot[i].p;		/* Read back as a pointer.  */
  return out[1] != 2.0f;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(store of a pointer" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32" } } */
