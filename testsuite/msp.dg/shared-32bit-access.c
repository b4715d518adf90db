/* An exit test stays 64-bit when no access at the induction variable
   comes before it in every iteration (gimple/transform/short-exit.cc): here
   the tile is read only when FLAG says so, and the proof that the loop
   reaches its bound through accesses in the .shared window does not
   hold.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float out[B];
int flag[B];
#pragma omp declare target to(out, flag)

int
main (void)
{
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float t[B];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      t[i] = i;
#pragma omp barrier
      float s = 0;
      for (float *p = t; p != t + B; p++)
	if (flag[p - t])
	  s += *p;
      out[i] = s;
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 't' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump-not "exit tests made 32-bit" "msp-late" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {setp\.ne\.u64} } } */
