/* Data blocks read-only while their body runs
   (gimple/transform/data-block.cc): a time-step loop with barriers
   whose fields msp-early loads once at the entry, beside the bodies
   that write their blocks and must keep their loads: a reduction into
   a variable of the target body, a shared scalar copied in and out, a
   lastprivate, and tasks, which run on copies of their blocks.  Each
   build must print what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#define N 512

static float a[N], b[N];

int
main (void)
{
  int steps = 20, n = N;
  float c = 0.5f;
  long sum = 0;
  int last = -1, shared_x = 0, tasks[8] = { 0 };

  for (int i = 0; i < N; i++)
    a[i] = (float) (i % 17);
#pragma omp target teams num_teams(1) map(tofrom: a, b, sum, last, \
					  shared_x, tasks)
  {
    long s = 0;
    int x = 1, l = 0;
#pragma omp parallel num_threads(4)
    {
      for (int t = 0; t < steps; t++)
	{
#pragma omp for
	  for (int i = 1; i < n - 1; i++)
	    b[i] = c * (a[i - 1] + a[i + 1]);
#pragma omp for
	  for (int i = 1; i < n - 1; i++)
	    a[i] = b[i];
	}
    }
#pragma omp parallel num_threads(4) reduction(+: s)
    {
#pragma omp for
      for (int i = 0; i < n; i++)
	s += (long) a[i];
    }
#pragma omp parallel num_threads(1) shared(x)
    {
      for (int t = 0; t < 5; t++)
	{
	  x = x * 3 + t;
#pragma omp barrier
	}
    }
#pragma omp parallel for num_threads(4) lastprivate(l)
    for (int i = 0; i < n; i++)
      l = i * 2;
#pragma omp parallel num_threads(2)
#pragma omp single
    for (int k = 0; k < 8; k++)
      {
	int v = k * k;
#pragma omp task firstprivate(v, k) shared(tasks)
	tasks[k] = v + 1;
	v = -1;
      }
    sum = s;
    last = l;
    shared_x = x;
  }
  printf ("run-data-block: %.3f %.3f %ld %d %d\n", a[1], a[N / 2], sum,
	  last, shared_x);
  for (int k = 0; k < 8; k++)
    printf ("run-data-block: task %d: %d\n", k, tasks[k]);
  return 0;
}
