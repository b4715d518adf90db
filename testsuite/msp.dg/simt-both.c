/* PICK is called from a SIMT region (frame in .local SIMT storage) and
   from ordinary code (frame on the global soft stack): ipmsp clones it
   per context, and each version's frame array gets its space.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
pick (float x, int i, int j)
{
  float buf[8];
  for (int k = 0; k < 8; k++)
    buf[(k + i) & 7] = x + k;
  return buf[j & 7];
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
    out[i] = pick (in[i], i, i * 3);
#pragma omp target map(tofrom: out)
  out[0] = pick (out[0], 1, 2);
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "pick is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "pick: frame global\n" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "pick\\\$msp\\\$0: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
/* { dg-final { scan-offload-ptx "st.local.f32" } } */
/* { dg-final { scan-offload-ptx-not "\tst.f32" } } */
