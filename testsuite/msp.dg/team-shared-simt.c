/* A target body without teams runs as one team, its team-level code on
   warp 0 as a teams body's does.  The lanes of an omp simd region there
   run its iterations in
   SIMT regions (-muniform-simt), where the soft stack is each lane's own
   .local storage: an array used inside such a region stays where GCC
   puts it (gimple/ipa/team-shared.cc, point 5), and so do the variables the
   lanes privatise and the per-lane arrays of the loop's SIMD version.
   The array the region does not touch moves.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float out[B];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target
  {
    float v[B], w[B];
#pragma omp simd
    for (int i = 0; i < B; i++)
      {
	float priv[2] = { (float) i, (float) -i };
	v[i] = priv[i & 1];
      }
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      w[t] = v[t] * 2;
#pragma omp barrier
      out[t] = w[B - 1 - t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'v' stays on the soft stack: (it is|its address is) used in a SIMT region" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'w' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "placed in .shared" 1 "ipmsp" } } */
