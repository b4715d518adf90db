/* DSE removes a store to global memory that a later store overwrites,
   across a load of shared memory in between: msp's dependence clique
   tells the alias oracle that the .shared and .global references of
   SET (specialised by ipmsp) do not overlap.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-fdump-tree-dse-details" } */

#define N 64
#define TILE 32

#pragma acc routine seq
__attribute__ ((noinline)) static float
set (float *s, float *g, int i)
{
  g[i] = 1.0f;
  float x = s[(i + 1) % TILE];
  g[i] = 3.0f;
  return x;
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
	  out[t * TILE + i] = set (tile, &out[t * TILE], i) + tile[(i + 1) % TILE];
      }
  }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "set: 3 references in msp's alias clique" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "Deleted dead store: \\*_\[0-9\]+ = 1\\.0e\\+0;" "dse5" } } */
