/* Inline barriers in a team of one (gimple/transform/inline-barrier.cc,
   fact 2): a thread of a team makes a nested team, which on nvptx has
   one thread, and that team meets a barrier while the enclosing team's
   other threads wait at theirs, also barrier 15.  libgomp's barrier
   does no bar.sync for a team of one, and neither may the inline one:
   counted in the enclosing team's barrier, its warp would release that
   barrier before the thread wrote D[0], and the thread would then wait
   alone at it (a deadlock under msp-run).  Once through a nested
   parallel, once through "parallel if (0)" in a called function.  Each
   build must print what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <omp.h>

static void __attribute__ ((noinline))
inner (int *d)
{
#pragma omp parallel if (0)
  {
#pragma omp barrier
    d[1] = 5;
  }
}

int
main (void)
{
  int d[2] = { 0, 0 }, seen[8] = { 0 }, seen2[8] = { 0 };

#pragma omp target map(tofrom: d, seen)
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num ();
    if (t == 0)
      {
#pragma omp parallel num_threads(2)
	{
#pragma omp barrier
	}
	d[0] = 42;
      }
#pragma omp barrier
    seen[t] = d[0];
  }

  d[0] = 0;
#pragma omp target map(tofrom: d, seen2)
#pragma omp parallel num_threads(8)
  {
    int t = omp_get_thread_num ();
    if (t == omp_get_num_threads () - 1)
      {
	inner (d);
	d[0] = 42;
      }
#pragma omp barrier
    seen2[t] = d[0] + d[1];
  }

  int bad = 0;
  for (int i = 0; i < 8; i++)
    {
      printf ("%d %d\n", seen[i], seen2[i]);
      bad += (i < 4 && seen[i] != 42) || seen2[i] != 47;
    }
  return bad != 0;
}
