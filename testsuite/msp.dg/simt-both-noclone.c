/* PICK is called from a SIMT region (frame in .local SIMT storage) and
   from ordinary code (frame on the global soft stack), and may not be
   cloned (-fplugin-arg-msp-do-clone-for-ip-msp=0): its frame has no
   single space, and its accesses stay generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-do-clone-for-ip-msp=0" } */

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

/* { dg-final { scan-offload-ipa-dump "pick: frame global\\|local" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "avoid cloning of pick" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump-not "pick: \[0-9\]+ declaration accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "\tst.f32" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
