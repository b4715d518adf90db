/* The team's size an inline barrier counts is read once before its
   loop, even where a parallel region runs between the read and the
   barrier: a barrier of the target body (a team of one thread) in a
   loop around a nested "parallel" counts one warp on every iteration,
   as the team of the function's invocation is the current one again
   when GOMP_parallel returns (gimple/transform/inline-barrier.cc,
   team_size).  Run under the executor (programs.exp), a wrong count
   would hang the barrier or mismatch the host's output.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
int out[3][64];
int
main (void)
{
#pragma omp target map(tofrom: out)
  {
    for (int r = 0; r < 3; r++)
      {
	if (r == 0)
	  out[0][63] = 7;
#pragma omp barrier
#pragma omp parallel num_threads(4)
	{
	  static int a[4];
	  int t = __builtin_omp_get_thread_num ();
	  for (int k = 0; k < 16; k++)
	    {
	      if (k == 0 && t == 1)
		a[t] = 100;
	      a[t] = r + k + t;
#pragma omp barrier
	      out[r][k * 4 + t] = a[(t + 1) % 4];
#pragma omp barrier
	    }
	}
#pragma omp barrier
      }
  }
  long s = 0;
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < 64; i++)
      s += out[r][i] * (i + 1);
  printf ("%ld\n", s);
  return 0;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: the team's size read before the loops around \[0-9\]+ of the inline barriers\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: the team's size read before the loops around \[0-9\]+ of the inline barriers\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {call GOMP_parallel, [^\n]*\n(?:[^\n]*\n)*?[^\n]*bar\.sync\s+15, %msp_bar;} } } */
