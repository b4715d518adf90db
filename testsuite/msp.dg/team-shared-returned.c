/* A function of the unit that returns the address it is given: its
   result is followed at every call, not only at the call that made msp
   follow the parameter.  Here the first call's result is only read
   through, the second's is stored into global memory: T stays on the
   soft stack.  U, whose every call's result is only read through,
   moves.  ipmsp clones PASS and analyses the unit again; the arrays
   are decided once, before (one line each in the dump).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float *gp;
float out[B];
#pragma omp declare target to(gp, out)

#pragma omp declare target
__attribute__ ((noinline)) static float *
pass (float *p)
{
  return p;
}
#pragma omp end declare target

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(B)
  {
    float t[B], u[B];
    for (int i = 0; i < B; i++)
      t[i] = u[i] = i;
    out[0] = *pass (t) + *pass (u) + *pass (u + 1);
    gp = pass (t + 1);
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'t' stays on the soft stack: its address is stored into memory" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'u' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "team arrays of " 2 "ipmsp" } } */
