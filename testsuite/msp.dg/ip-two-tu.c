/* A declare target function defined in another translation unit is
   compiled in the same offload unit (lto-wrapper hands every offload
   object of the link to one mkoffload), which is the whole device
   program: DOT is public, but only the kernel calls it (no library
   references its name), so ipmsp specialises it in place, with
   ld.global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */
/* { dg-additional-sources "ip-two-tu_aux.c" } */

#define N 1024

#pragma omp declare target
extern float dot (const float *, const float *, int);
#pragma omp end declare target

int
main (void)
{
  float x[N], out[1];
  for (int i = 0; i < N; i++)
    x[i] = i % 3;
#pragma omp target map(to: x) map(from: out)
  out[0] = dot (x, x, N);
  return out[0] == 12345.0f;
}

/* { dg-final { msp-offload-names } } */
/* { dg-final { scan-offload-ipa-dump "whole device program: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "dot : changed in argument memory space \\(2 arguments\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "0 clones made" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
