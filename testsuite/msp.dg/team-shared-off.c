/* -fplugin-arg-msp-team-shared=0: the team arrays stay where GCC puts
   them, on the soft stack, and their accesses are .global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-team-shared=0" } */

#include <omp.h>

float out[256];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(256)
  {
    float a[256];
    float b[512];
#pragma omp parallel num_threads(256)
    {
      int t = omp_get_thread_num ();
      a[t] = t;
      b[t] = b[t + 256] = 2 * t;
#pragma omp barrier
      out[t] = a[255 - t] + b[511 - t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump-times "team arrays" 0 "ipmsp" } } */
/* { dg-final { scan-offload-ptx-not {__msp_team_shared} } } */
/* { dg-final { scan-offload-ptx {st\.global\.f32} } } */
