/* Team barriers made one PTX barrier (gimple/transform/inline-barrier.cc):
   three threads exchange values through a team array on each side of
   '#pragma omp barrier' 200 times, with an orphaned barrier in a
   function called from the team and from the target body alone (a team
   of one).  The team is smaller than the CTA, whose other warps wait
   docked at barrier 0: a barrier that counted the CTA's warps, or used
   barrier 0, would hang; one that counted lanes wrongly would let a
   thread read before its neighbour wrote.  Each build must print what
   the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#define T 3
#define R 200

#pragma omp declare target
static void __attribute__ ((noinline))
sync_all (void)
{
#pragma omp barrier
}
#pragma omp end declare target

int
main (void)
{
  int out[T * R];
  int serial = 0;

#pragma omp target map(from: out, serial) thread_limit(8)
  {
    sync_all ();
    serial = 1;
#pragma omp parallel num_threads(T)
    {
      static int a[T];
      int t = __builtin_omp_get_thread_num ();
      int n = __builtin_omp_get_num_threads ();
      for (int r = 0; r < R; r++)
	{
	  a[t] = r * 10 + t;
#pragma omp barrier
	  out[r * T + t] = n == T ? a[(t + 1) % n] : -1;
	  sync_all ();
	}
    }
  }

  long s = serial;
  for (int i = 0; i < T * R; i++)
    s += out[i] * (i % 5 + 1);
  printf ("barrier %ld\n", s);
  return 0;
}
