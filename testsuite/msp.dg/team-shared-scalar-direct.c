/* A team variable of a scalar type, here a counter and the target
   body's copy of a mapped pointer, is accessed whole at one address:
   the parallel region's body takes that address as it is, a constant
   that the PTX instructions hold, with no asm copy of it made at the
   body's start (gimple/ipa/team-shared.cc, replace_loads).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

unsigned out[4];
#pragma omp declare target to(out)

int
main (void)
{
  float x[4 * B];
  for (int i = 0; i < 4 * B; i++)
    x[i] = i;
  float *p = x;
#pragma omp target data map(tofrom: p[0:4 * B])
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    unsigned n = 0;
    int k = omp_get_team_num ();
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      p[k * B + t] += 1.0f;
#pragma omp atomic update
      n += t;
    }
    out[k] = n;
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'n' \\(4 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'p' \\(8 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-not {msp: copy} } } */
/* { dg-final { scan-offload-ptx {ld\.shared\.u64\t%r[0-9]+, \[__msp_team_shared[$0-9]*(\+[0-9]+)?\]} } } */
/* { dg-final { scan-offload-ptx {atom\.shared\.add\.u32} } } */
