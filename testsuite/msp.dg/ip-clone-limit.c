/* The clone limit: with -fplugin-arg-msp-do-clone-for-ip-msp=0, SUM8,
   called with a gang-private tile (.shared) and with a global array, is
   not cloned; its parameter has no single space, and its loads stay
   generic.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-do-clone-for-ip-msp=0" } */

#define N 64
#define TILE 32

#pragma acc routine seq
__attribute__ ((noinline)) static float
sum8 (const float *p, int k)
{
  float s = 0.0f;
  for (int i = 0; i < 8; i++)
    s += p[(i + k) & (TILE - 1)];
  return s;
}

int
main (void)
{
  static float in[N * TILE], out[N * TILE];
  for (int i = 0; i < N * TILE; i++)
    in[i] = i % 7;
#pragma acc parallel copyin(in) copyout(out) num_gangs(N) vector_length(TILE)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = in[t * TILE + i];
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = sum8 (tile, i) + sum8 (&in[t * TILE], i);
      }
  }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "avoid cloning of sum8" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "is cloned" 0 "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "0 clones made" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
