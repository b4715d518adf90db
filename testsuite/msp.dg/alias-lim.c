/* LIM hoists the load of global memory out of a loop that stores to
   shared memory: msp's dependence clique tells the alias oracle that
   the .shared stores of FILL (specialised by ipmsp) do not overlap the
   .global load.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-fdump-tree-lim-details" } */

#define N 64
#define TILE 32

#pragma acc routine seq
__attribute__ ((noinline)) static float
fill (float *s, const float *g, int i)
{
  for (int k = 0; k < TILE; k++)
    s[k] = g[i] * k;
  return s[i % TILE];
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
	  out[t * TILE + i] = fill (tile, &in[t * TILE], i) + tile[(i + 1) % TILE];
      }
  }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "fill: \[0-9\]+ references in msp's alias clique" "msp-early" } } */
/* { dg-final { scan-offload-tree-dump "Moving statement\[ \n\]\[^\n\]*= \\*_\[0-9\]+;\n\\(cost \[0-9\]+\\) out of loop" "lim4" } } */
