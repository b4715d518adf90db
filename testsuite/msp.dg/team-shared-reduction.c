/* A reduction over an array section on a combined construct: GCC gives
   each team a private copy of the section (an array of the target body),
   which the team's threads combine into through the parallel loop's data
   block, and which the team-level code then combines into the mapped
   array.  The copy moves into .shared.  The target body accesses it as
   MEM[(float *)&copy]: its address in a MEM_REF becomes the buffer's,
   with the copy's offset added (the GIMPLE verifier rejects a MEM_REF of
   the address of another MEM_REF).  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-latomic" } */

#include <float.h>

#define N 4096

float
maximum (const float *a, int n)
{
  float m[1] = { -FLT_MAX };
#pragma omp target teams distribute parallel for reduction(max: m[0]) \
  thread_limit(256) map(to: a[0:n]) map(tofrom: m)
  for (int i = 0; i < n; i++)
    m[0] = m[0] > a[i] ? m[0] : a[i];
  return m[0];
}

int
main (void)
{
  static float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i % 97;
  return maximum (a, N) != 96.0f;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of maximum._omp_fn.0/\[0-9\]+: 'm\[.0-9\]*' \\(4 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "maximum\$_omp_fn\$0\$impl" {st\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
