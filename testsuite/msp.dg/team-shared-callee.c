/* Only the target body's own arrays move (gimple/ipa/team-shared.cc, point 1):
   a function the team-level code calls may be called elsewhere too, from
   a parallel region where every thread has a frame of its own, or by
   itself; its arrays stay in its frame.  Here WORK, which starts a
   parallel region over its own array as a target body would, and REC,
   which calls itself, keep theirs.  The address of the body's own array
   T may go into them: msp follows it through REC's recursion and into
   WORK, which only read through it, and T moves.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float out[B];
#pragma omp declare target to(out)

#pragma omp declare target
__attribute__ ((noinline)) static float
rec (const float *t, int n)
{
  float local[B];
  for (int i = 0; i < B; i++)
    local[i] = t[(i + n) % B];
  return n ? local[n] + rec (t, n - 1) : local[0];
}

__attribute__ ((noinline)) static void
work (float *t)
{
  float w[B];
  for (int i = 0; i < B; i++)
    w[i] = t[i] * 2;
#pragma omp parallel num_threads(B)
  {
    int i = omp_get_thread_num ();
    out[i] = w[B - 1 - i];
  }
}
#pragma omp end declare target

int
main (void)
{
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float t[B];
    for (int i = 0; i < B; i++)
      t[i] = i;
    work (t);
    out[0] += rec (t, 3);
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 't' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "team arrays of " 1 "ipmsp" } } */
/* { dg-final { scan-offload-ptx {\.shared \.align [0-9]+ \.u8 __msp_team_shared[$0-9]*\[256\];} } } */
/* { dg-final { scan-offload-ptx-function "rec" {st\.global\.f32} } } */
/* { dg-final { scan-offload-ptx-function "work\$_omp_fn\$0" {st\.global\.f32} } } */
