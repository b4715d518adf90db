/* The bits of a pointer that is not global in a double (NaN-boxing) are
   stored in device memory and read back, in another kernel, as a
   pointer.  The store of the double breaks the premise that memory holds
   only global pointers (it did not before: a double was taken to hold no
   pointer, and the loaded pointer was made global, a miscompile).
   GCC 12 to 14 put the read-only table CTAB in .const, and the pointer is
   into it.  GCC 15 puts it in .global (PR target/119573); there the
   pointer is a block of libgomp's allocator AL, which comes from the
   host, so msp cannot tell which allocator it is: from GCC 14 the block
   may be .shared.  (AL is omp_default_mem_alloc, global memory, which
   outlives the kernel, as the second kernel needs.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <string.h>
#include <omp.h>
#define N 64
union box { double d; const float *p; };
#pragma omp declare target
#if __GNUC__ < 15
static const float ctab[N] = { 1.0f, 2.0f, 3.0f, 4.0f };
#endif
union box slot[N];
#pragma omp end declare target

int
main (void)
{
  float out[N];
#if __GNUC__ >= 15
  omp_allocator_handle_t al = omp_default_mem_alloc;
#pragma omp target teams distribute parallel for firstprivate(al)
  for (int i = 0; i < N; i++)
    {
      float *c = (float *) omp_alloc (sizeof (float), al);
      *c = i + 1.0f;
#else
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    {
      const float *c = &ctab[i];
#endif
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
