/* Atomics on each space they can touch: on mapped (.global) counters,
   on a team array (.shared under msp), with capture, min and max.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>

int
main (void)
{
  int total = 0, lo = 1 << 30, hi = -1, team_sums[8];
#pragma omp target teams num_teams(8) thread_limit(8) \
	map(tofrom: total, lo, hi) map(from: team_sums)
  {
    int local[2];
    local[0] = 0;
    local[1] = 0;
#pragma omp parallel num_threads(8)
    {
      int t = omp_get_thread_num () + 10 * omp_get_team_num ();
      int old;
#pragma omp atomic capture
      old = local[0]++;
#pragma omp atomic
      local[1] += t;
#pragma omp atomic
      total += 1;
#pragma omp critical
      {
	if (t < lo)
	  lo = t;
	if (t > hi)
	  hi = t;
      }
      (void) old;
    }
    team_sums[omp_get_team_num ()] = local[0] * 1000 + local[1];
  }
  printf ("run-atomics: %d %d %d", total, lo, hi);
  for (int k = 0; k < 8; k++)
    printf (" %d", team_sums[k]);
  printf ("\n");
  return lo != 0;
}
