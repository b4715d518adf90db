/* Team arrays in .shared (msp's team-shared), with more teams than the
   device runs CTAs at once, so that one CTA runs several teams one after
   the other (GOMP_teams4's loop, lower_omp_teams): each team fills its
   tile, meets at a barrier, and reads its neighbours' entries; an
   atomic on the tile.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>

#define TEAMS 16
#define B 64

int
main (void)
{
  int out[TEAMS * B], count[TEAMS];
#pragma omp target teams num_teams(TEAMS) thread_limit(8) \
	map(from: out, count)
  {
    int tile[B];
    int hits[1];
    int team = omp_get_team_num ();
    hits[0] = 0;
#pragma omp parallel
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int i = t; i < B; i += n)
	tile[i] = team * 1000 + i;
#pragma omp barrier
      for (int i = t; i < B; i += n)
	{
	  out[team * B + i] = tile[i] + tile[(i + 1) % B];
#pragma omp atomic
	  hits[0] += 1;
	}
    }
    count[team] = hits[0];
  }
  long s = 0;
  for (int team = 0; team < TEAMS; team++)
    {
      if (count[team] != B)
	return 1;
      for (int i = 0; i < B; i++)
	{
	  int want = 2 * (team * 1000) + i + (i + 1) % B;
	  if (out[team * B + i] != want)
	    return 2;
	  s += out[team * B + i];
	}
    }
  printf ("run-team-shared: %ld\n", s);
  return 0;
}
