/* Team variables other than arrays in .shared (msp's team-shared,
   candidate_p), with more teams than the device runs CTAs at once, so
   that one CTA runs several teams one after the other (GOMP_teams4's
   loop): a flag word that the team's threads AND into with atomic
   operations, as nms does, a structure of a minimum and a maximum
   that they update under atomics, and the target body's copy of a
   pointer the enclosing target data maps, all handed to the parallel
   region by address; a variable whose address goes to global memory
   stays on the soft stack.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>

#define TEAMS 16
#define B 32

int *gp;
#pragma omp declare target to(gp)

int
main (void)
{
  unsigned char bits[TEAMS * B];
  int vals[TEAMS * B];
  unsigned flags[TEAMS];
  int lo[TEAMS], hi[TEAMS], seen[TEAMS];
  for (int i = 0; i < TEAMS * B; i++)
    {
      bits[i] = (i % 7 == 3 && i / B % 2) ? 0 : 1;
      vals[i] = (i * 37) % 101 - 50;
    }
  unsigned char *p = bits;
  int *v = vals;
#pragma omp target data map(to: p[0:TEAMS * B], v[0:TEAMS * B])
#pragma omp target teams num_teams(TEAMS) thread_limit(8) \
	map(from: flags, lo, hi, seen)
  {
    unsigned s;
    struct { int lo, hi; } r;
    int e;
    int team = omp_get_team_num ();
    gp = &e;
#pragma omp parallel
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      if (t == 0)
	{
	  s = 1;
	  r.lo = 1000;
	  r.hi = -1000;
	  e = 0;
	}
#pragma omp barrier
      for (int i = t; i < B; i += n)
	{
	  int x = v[team * B + i];
#pragma omp atomic update
	  s &= p[team * B + i];
#pragma omp atomic compare
	  r.lo = x < r.lo ? x : r.lo;
#pragma omp atomic compare
	  r.hi = x > r.hi ? x : r.hi;
#pragma omp atomic update
	  e += 1;
	}
#pragma omp barrier
    }
    flags[team] = s;
    lo[team] = r.lo;
    hi[team] = r.hi;
    seen[team] = e;
  }
  long sum = 0;
  for (int team = 0; team < TEAMS; team++)
    {
      unsigned want = 1;
      int l = 1000, h = -1000;
      for (int i = 0; i < B; i++)
	{
	  want &= bits[team * B + i];
	  l = vals[team * B + i] < l ? vals[team * B + i] : l;
	  h = vals[team * B + i] > h ? vals[team * B + i] : h;
	}
      if (flags[team] != want || lo[team] != l || hi[team] != h
	  || seen[team] != B)
	return 1;
      sum += flags[team] + lo[team] * 3 + hi[team] * 5;
    }
  printf ("run-team-shared-scalar: %ld\n", sum);
  return 0;
}
