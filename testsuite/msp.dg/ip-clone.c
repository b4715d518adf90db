/* SUM8 is called with a gang-private tile (.shared) and with a global
   array: its callers disagree, so ipmsp keeps one version for one of
   them and clones it for the other; one version loads with ld.shared,
   the other with ld.global, and no access stays generic.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

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

/* { dg-final { scan-offload-ipa-dump-times "sum8 is cloned" 1 "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "sum8 : changed in argument memory space \\(1 arguments\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "sum8\\\$msp\\\$0 : changed in argument memory space \\(1 arguments\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.shared.f32" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
