/* TWICE is called from a SIMT region, so %frame points into .local SIMT
   storage: its frame slot [%frame] must not be printed as .global (it
   was, from the backend hook).  msp-rtl converts %frame to the .local
   window once, before the first insn, and accesses the slot with
   st.local/ld.local.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) void
bump (float *p)
{
  *p += 1.0f;
}

__attribute__ ((noinline)) static float
twice (float x)
{
  float t = x;
  bump (&t);
  return t * 2.0f;
}
#pragma omp end declare target

int
main (void)
{
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for simd map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = twice (in[i]);
  return out[1] != 4.0f;
}

/* { dg-final { scan-offload-ipa-dump "twice: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-ptx {cvta\.to\.local\.u64\t%r[0-9]+, %frame;} } } */
/* { dg-final { scan-offload-ptx {\tst\.local\.f32\t\[%r[0-9]+\]} } } */
/* { dg-final { scan-offload-ptx {\tld\.local\.f32\t%r[0-9]+, \[%r[0-9]+\]} } } */
/* { dg-final { scan-offload-ptx-not {\.global\.f32\t[^\n]*%frame} } } */
