/* The variables of a target body that its parallel regions share by
   address, not arrays only, move into .shared: CUDA's __shared__
   scalar (gimple/ipa/team-shared.cc, candidate_p).  S, whose atomic
   operations make it addressable, and the structure R, which omp-low
   hands over by address as every aggregate, move; so does P, the
   target body's copy of the pointer that the enclosing target data
   maps, which omp-low hands to the region by address.  E stays, as an array would:
   its address is stored into global memory.  K, which the region only
   reads, is copied into the data block and is no candidate.  With every
   atomic operation of the unit in .shared, the inline barriers need no
   system fence (gimple/transform/inline-barrier.cc, fact 4).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

int *gp;
unsigned out[4];
#pragma omp declare target to(gp, out)

int
main (void)
{
  unsigned char bits[4 * B];
  for (int i = 0; i < 4 * B; i++)
    bits[i] = 0xff;
  unsigned char *p = bits;
#pragma omp target data map(to: p[0:4 * B])
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    unsigned s;
    struct { int lo, hi; } r;
    int e;
    int k = omp_get_team_num ();
    gp = &e;
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      if (t == 0)
	{
	  s = 1;
	  r.lo = 0;
	  r.hi = 0;
	  e = 0;
	}
#pragma omp barrier
#pragma omp atomic update
      s &= p[k * B + t];
#pragma omp atomic update
      r.hi += t;
#pragma omp barrier
    }
    out[k] = s + r.hi + e;
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'s' \\(4 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'r' \\(8 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'p' \\(8 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'e' stays on the soft stack: its address is stored into memory" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "'k'" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-times {atom\.shared\.and\.b32} 1 } } */
/* { dg-final { scan-offload-ptx-times {atom\.shared\.add\.u32} 1 } } */
/* { dg-final { scan-offload-tree-dump "2 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not {membar\.sys} } } */
