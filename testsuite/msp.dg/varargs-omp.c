/* The unnamed arguments of a variadic call (printf) are stored at %stack
   plus their offset (calls.cc, ACCUMULATE_OUTGOING_ARGS), and %stack is
   passed as the pointer to them (nvptx_expand_call).  Under soft stacks
   %stack points into the soft stack, where %frame does
   (init_softstack_frame): .global in a function no SIMT region calls and
   without SIMT regions of its own (rtl/addr-space.cc, stack_mask).
   In main._omp_fn.2, whose printf is in a SIMT region, %stack points
   into .local SIMT storage there: the stores are .local, through one
   conversion of %stack after the region's entry
   (rtl/rtl-resolve.cc, simt_stack_accesses).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>

int
main (void)
{
  int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma omp target map(to: a)
  printf ("%d %f\n", a[1], (double) a[2]);
#pragma omp target teams distribute parallel for simd map(to: a)
  for (int i = 0; i < 64; i++)
    printf ("%d %ld\n", a[i], (long) i);
  return 0;
}

/* { dg-final { scan-offload-ptx-function {main$_omp_fn$0$impl} {\tst\.global\.f64\t\[%stack\+8\], %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-function {main$_omp_fn$0$impl} {\tst\.global\.u32\t\[%stack\], %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-function {main$_omp_fn$2} {\tcvta\.to\.local\.u64\t(%r[0-9]+), %stack;.*\tst\.local\.u64\t\[\1\+8\], %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-function {main$_omp_fn$2} {\tst\.local\.u32\t\[%r[0-9]+\], %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-not {\tst\.[fu][0-9]+\t\[%stack} } } */
