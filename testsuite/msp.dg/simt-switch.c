/* The soft-stack switch of an OpenMP SIMT region saves %stack in the
   region's .local SIMT storage on entry and restores it at the end
   (nvptx_output_softstack_switch), as text that the backend prints with
   fprintf, through a generic address of %simtstack_ar.  msp-rtl replaces
   omp_simt_enter and omp_simt_exit by asm insns that print the backend's
   own text through msp's print_operand hook, with the store and the load
   .local (rtl/simt-switch.cc): the region allocates a constant size, so
   they address %simtstack_ar itself, the load too as the region's
   pointer has one definition (simt-switch-align.c: the other case).
   The call in the region makes the function non-leaf, so it has a soft
   stack to switch.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

#pragma omp declare target
extern float scale (float);
float
scale (float x)
{
  return x * 3.0f;
}
#pragma omp end declare target

int
main (void)
{
  static float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for simd map(to: a) map(from: b)
  for (int i = 0; i < N; i++)
    b[i] = scale (a[i]);
  return b[1] != 3.0f;
}

/* { dg-final { scan-offload-rtl-dump "main._omp_fn.1: 2 soft-stack switches of SIMT regions made .local" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.local\.u64 %msp_simt} } } */
/* { dg-final { scan-offload-ptx-times {\.local\.align 8 \.b8 %simtstack_ar\[136\];} 1 } } */
/* { dg-final { scan-offload-ptx-times {\tst\.local\.u64 \[%simtstack_ar\+128\], %stack;} 1 } } */
/* { dg-final { scan-offload-ptx-times {\tld\.local\.u64 %stack, \[%simtstack_ar\+128\];} 1 } } */
/* { dg-final { scan-offload-ptx-not {\t(st\.u64 \[%r[0-9]+ \+ -8\], %stack|ld\.u64 %stack, \[%r[0-9]+ \+ -8\]);} } } */
