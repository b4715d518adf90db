/* A SIMT region whose private variable (omp-low.cc gives the clause's
   variables SIMT storage) has a type aligned to 32 bytes: the backend
   rounds the region's pointer down to an alignment of more than 8
   ("and.b64", nvptx_output_softstack_switch), so the slot of the saved
   %stack has no address known at compile time, and msp-rtl keeps it
   through "cvta.to.local" of the pointer (rtl/simt-switch.cc;
   simt-switch.c: the other case).  The call in the region makes the
   function non-leaf, so it has a soft stack to switch.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

#pragma omp declare target
typedef struct { float v[4]; } __attribute__ ((aligned (32))) vec4;
extern float sum4 (const vec4 *) __attribute__ ((noinline));
float
sum4 (const vec4 *t)
{
  return t->v[0] + t->v[1] + t->v[2] + t->v[3];
}
#pragma omp end declare target

int
main (void)
{
  static float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  vec4 t;
#pragma omp target teams distribute parallel for simd map(to: a) map(from: b) \
  private(t)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 4; k++)
	t.v[k] = a[i] + k;
      b[i] = sum4 (&t);
    }
  return b[1] != 10.0f;
}

/* { dg-final { scan-offload-ptx {\tand\.b64 %r[0-9]+, %r[0-9]+, -(16|32);} } } */
/* { dg-final { scan-offload-ptx-times {\tcvta\.to\.local\.u64 %msp_simt, %r[0-9]+;} 2 } } */
/* { dg-final { scan-offload-ptx-times {\tst\.local\.u64 \[%msp_simt \+ -8\], %stack;} 1 } } */
/* { dg-final { scan-offload-ptx-times {\tld\.local\.u64 %stack, \[%msp_simt \+ -8\];} 1 } } */
/* { dg-final { scan-offload-ptx-not {%simtstack_ar\+} } } */
