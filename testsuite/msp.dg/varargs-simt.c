/* In a function with a SIMT region, %stack points into the soft stack
   outside the region and into the region's .local SIMT storage inside
   it, from omp_simt_enter to omp_simt_exit, where the backend switches
   it (nvptx_output_softstack_switch).  msp-rtl follows the insns to
   tell the two apart (rtl/rtl-resolve.cc, simt_stack_accesses): the
   arguments of the printf calls before and after the simd loop are
   .global, those of the printf in it .local, through one conversion of
   %stack after the region's entry.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>

int
main (void)
{
  int a[64], b[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma omp target parallel map(to: a) map(from: b) num_threads(1)
  {
    printf ("before %d %f\n", a[0], (double) a[1]);
#pragma omp simd
    for (int i = 0; i < 64; i++)
      {
	b[i] = a[i] * 2;
	if (a[i] == 7)
	  printf ("in %d %ld\n", b[i], (long) i);
      }
    printf ("after %d %f\n", b[2], (double) b[3]);
  }
  return b[3] != 6;
}

/* { dg-final { scan-offload-rtl-dump "main._omp_fn.1: 6 accesses through %stack in a function with SIMT regions resolved \\(global 4, shared 0, const 0, local 2\\)" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx-times {\tst\.global\.f64\t\[%stack\+8\], %r[0-9]+;} 2 } } */
/* { dg-final { scan-offload-ptx-times {\tst\.global\.u32\t\[%stack\], %r[0-9]+;} 2 } } */
/* { dg-final { scan-offload-ptx-times {\tcvta\.to\.local\.u64\t%r[0-9]+, %stack;} 1 } } */
/* { dg-final { scan-offload-ptx-times {\tst\.local\.u64\t\[%r[0-9]+\+8\], %r[0-9]+;} 1 } } */
/* { dg-final { scan-offload-ptx-times {\tst\.local\.u32\t\[%r[0-9]+\], %r[0-9]+;} 1 } } */
/* { dg-final { scan-offload-ptx-not {\tst\.[fu][0-9]+\t\[%stack} } } */
