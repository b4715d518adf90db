/* OpenACC: gang, worker and vector loops, gang-private arrays (.shared),
   vector-private arrays (.local), worker broadcasts and reductions over
   every level.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <stdio.h>

#define G 8
#define W 4
#define V 32

int
main (void)
{
  int out[G * W * V], sum = 0, mx = 0;
#pragma acc parallel num_gangs(G) num_workers(W) vector_length(V) \
	copyout(out) copy(sum, mx)
  {
#pragma acc loop gang reduction(+: sum) reduction(max: mx)
    for (int g = 0; g < G; g++)
      {
	int tile[W * V];
#pragma acc loop worker
	for (int w = 0; w < W; w++)
	  {
	    int base = g * 100 + w * 10;
#pragma acc loop vector
	    for (int v = 0; v < V; v++)
	      {
		int priv[2] = { base, v };
		tile[w * V + v] = priv[0] + priv[1];
	      }
	  }
	int part = 0;
#pragma acc loop worker reduction(+: part)
	for (int w = 0; w < W; w++)
#pragma acc loop vector reduction(+: part)
	  for (int v = 0; v < V; v++)
	    {
	      out[(g * W + w) * V + v] = tile[w * V + v];
	      part += tile[w * V + v];
	    }
	sum += part;
	mx = mx > part ? mx : part;
      }
  }
  long s = 0;
  for (int i = 0; i < G * W * V; i++)
    s += out[i];
  printf ("run-acc: %d %d %ld\n", sum, mx, s);
  return sum != s;
}
