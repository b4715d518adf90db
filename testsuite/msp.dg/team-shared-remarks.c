/* -fopt-info says at each team array's declaration whether it moved
   into .shared, and if not why: TILE moves, KEPT, whose address the
   region's body stores into global memory, stays.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fopt-info-missed-optimized=team-shared-remarks.xnvptx-none.mkoffload.remarks" } */

#include <omp.h>

float *gp;
float out[64];
#pragma omp declare target to(gp, out)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(64)
  {
    float tile[64];
    float kept[64];
#pragma omp parallel num_threads(64)
    {
      int t = omp_get_thread_num ();
      tile[t] = kept[t] = t;
      if (t == 0)
	gp = kept;
#pragma omp barrier
      out[t] = tile[63 - t] + kept[t];
    }
  }
  return 0;
}

/* { dg-final { scoff end scan-dump "offload-remarks" "team-shared-remarks\\.c:17:\[0-9\]+: optimized: team array 'tile' \\(256 bytes\\) placed in .shared\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "team-shared-remarks\\.c:18:\[0-9\]+: missed: team array 'kept' stays on the soft stack: its address is stored into memory\n" "remarks" "" } } */
