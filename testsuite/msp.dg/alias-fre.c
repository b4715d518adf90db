/* FRE removes the reload of global memory across a store to shared
   memory: MIX is specialised for a .shared S and a .global G (ipmsp),
   and msp-early puts their references in one dependence clique with a
   base per space, which tells GCC's alias oracle that they do not
   overlap (points-to analysis alone cannot tell two parameters apart).
   With -fplugin-arg-msp-alias=0 the load stays.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-fdump-tree-fre-details" } */

#define N 64
#define TILE 32

#pragma acc routine seq
__attribute__ ((noinline)) static float
mix (float *s, const float *g, int i)
{
  float x = g[i];
  s[i] = x * 2.0f;
  float y = g[i];
  return x + y;
}

int
main (void)
{
  static float in[N * TILE], out[N * TILE];
#pragma acc parallel copyin(in) copyout(out) num_gangs(N) vector_length(TILE)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = mix (tile, &in[t * TILE], i) + tile[(i + 1) % TILE];
      }
  }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "mix: 3 references in msp's alias clique" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "Replaced \\*_\[0-9\]+ with x_\[0-9\]+ in all uses of y_" "fre5" } } */
/* { dg-final { scan-offload-ptx-times "ld.global.f32" 1 } } */
