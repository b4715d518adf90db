/* Low-latency memory.  From GCC 14, libgomp's nvptx allocator
   (config/nvptx/allocator.c) serves omp_low_lat_mem_alloc,
   omp_cgroup_mem_alloc and omp_pteam_mem_alloc from the team's .shared
   pool (cvta.shared of __nvptx_lowlat_pool, which the plugin sizes as
   the launch's dynamic .shared memory), and the other allocators with
   malloc (.global); before GCC 14 all of them use malloc.  msp gives
   the result of omp_alloc and of GOMP_alloc (the allocate clause)
   .global only where the allocator is one of the first four predefined
   ones, or the release is older than 14: an access through a
   low-latency block taken as .global would be a space violation here.
   The blocks are written and read in the target region itself, in a
   function called with them and, for the allocate clause, in a
   parallel region.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>

#define N 64
#define TEAMS 4		/* Threads, and the rounds of the allocate clause.  */

#pragma omp declare target
static long __attribute__ ((noinline))
sum (const int *p, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}
#pragma omp end declare target

int
main (void)
{
  long out[TEAMS][4];
  int failed = 0;

#pragma omp target map(from: out)
  {
#pragma omp parallel num_threads(TEAMS)
    {
      int t = omp_get_thread_num ();
      int *lo = (int *) omp_alloc (N * sizeof (int), omp_low_lat_mem_alloc);
      int *pt = (int *) omp_alloc (N * sizeof (int), omp_pteam_mem_alloc);
      int *df = (int *) omp_alloc (N * sizeof (int), omp_default_mem_alloc);
      for (int i = 0; i < N; i++)
	{
	  if (lo)
	    lo[i] = t + i;
	  if (pt)
	    pt[i] = 2 * t + i;
	  if (df)
	    df[i] = 3 * t + i;
	}
      out[t][0] = lo ? sum (lo, N) : -1;
      out[t][1] = pt ? pt[N - 1] + pt[0] : -1;
      out[t][2] = df ? sum (df, N) : -1;
      omp_free (df, omp_default_mem_alloc);
      omp_free (pt, omp_pteam_mem_alloc);
      omp_free (lo, omp_low_lat_mem_alloc);
    }

    int buf[8];
    for (int t = 0; t < TEAMS; t++)
      {
	int s = 0;
#pragma omp parallel num_threads(4) private(buf) \
		     allocate(omp_low_lat_mem_alloc: buf) reduction(+: s)
	{
	  int id = omp_get_thread_num ();
	  for (int i = 0; i < 8; i++)
	    buf[i] = id + i + t;
	  for (int i = 0; i < 8; i++)
	    s += buf[i];
	}
	out[t][3] = s;
      }
  }

  for (int t = 0; t < TEAMS; t++)
    {
      long want[4] = { N * t + N * (N - 1) / 2, 4 * t + N - 1,
		       3 * N * t + N * (N - 1) / 2, 0 };
      int threads = 0;
      /* The parallel region may get fewer threads than asked for.  */
      for (int n = 1; n <= 4 && !threads; n++)
	{
	  long w = 0;
	  for (int id = 0; id < n; id++)
	    w += 8 * (id + t) + 28;
	  if (w == out[t][3])
	    threads = n;
	}
      want[3] = out[t][3];
      for (int k = 0; k < 4; k++)
	if (out[t][k] != want[k] || !threads)
	  failed = 1;
    }
  printf ("run-lowlat: %ld %ld %ld %s\n", out[1][0], out[1][1],
	  out[1][2], failed ? "FAIL" : "ok");
  return failed;
}
