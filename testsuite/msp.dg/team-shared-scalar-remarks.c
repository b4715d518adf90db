/* -fopt-info says "team variable" at the declaration of a team variable
   that is not an array (team-shared.cc, candidate_p), whether it moved
   into .shared or not: S moves, E, whose address is stored into global
   memory, stays.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fopt-info-missed-optimized=team-shared-scalar-remarks.xnvptx-none.mkoffload.remarks" } */

#include <omp.h>

int *gp;
unsigned out[2];
#pragma omp declare target to(gp, out)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(64)
  {
    unsigned s;
    int e;
    gp = &e;
#pragma omp parallel num_threads(64)
    {
      int t = omp_get_thread_num ();
      if (t == 0)
	s = 0, e = 0;
#pragma omp barrier
#pragma omp atomic update
      s |= 1u << (t % 32);
    }
    out[omp_get_team_num ()] = s + e;
  }
  return 0;
}

/* { dg-final { scoff end scan-dump "offload-remarks" "team-shared-scalar-remarks\\.c:18:\[0-9\]+: optimized: team variable 's' \\(4 bytes\\) placed in .shared\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "team-shared-scalar-remarks\\.c:19:\[0-9\]+: missed: team variable 'e' stays on the soft stack: its address is stored into memory\n" "remarks" "" } } */
