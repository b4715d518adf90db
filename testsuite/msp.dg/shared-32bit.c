/* msp's .shared pointers are 32-bit, as nvcc's are: a loop over a team
   tile steps a 32-bit address, and its exit test, which ivopts made on
   the generic address, compares the 32-bit copies where that is exact
   (gimple/transform/short-exit.cc): the loop's only exit, no call or asm in
   it, an access at the induction variable in every iteration.  The
   generic 64-bit induction variable is then dead.  A loop that may
   leave early (region 2: a pointer loop with a break, whose two exit
   tests compare pointers), that calls a function (region 3) or that has
   an asm (region 4) keeps its 64-bit exit tests: a bound 2^32 bytes
   beyond the tile could look equal in 32 bits.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float out[B];
int n = B, found[4];
#pragma omp declare target to(out, n, found)

#pragma omp declare target
__attribute__ ((noinline)) static void
tick (void)
{
  found[3]++;
}
#pragma omp end declare target

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
      for (int k = 0; k < B; k++)
	s += t[k];
      out[i] = s;
    }
  }

#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float t[B];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      t[i] = i;
#pragma omp barrier
      float s = 0;
      for (float *p = t; p != t + n; p++)
	{
	  if (p == t + i)
	    break;
	  s += *p;
	}
      out[i] = s;
    }
  }

#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float t[B];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      t[i] = i;
#pragma omp barrier
      float s = 0;
      for (int k = 0; k < B; k++)
	{
	  s += t[k];
	  if (s > 1000.0f)
	    tick ();
	}
      out[i] = s;
    }
  }

#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float t[B];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      t[i] = i;
#pragma omp barrier
      float s = 0;
      for (int k = 0; k < B; k++)
	{
	  s += t[k];
	  __asm__ volatile ("" ::: "memory");
	}
      out[i] = s;
    }
  }
  return 0;
}

/* The four tiles in .shared.  */
/* { dg-final { scan-offload-ipa-dump-times "team arrays of main._omp_fn.\[0-9\]+/\[0-9\]+: 't' \\(256 bytes\\) placed in .shared" 4 "ipmsp" } } */
/* Only the first loop's exit test is made 32-bit.  */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 1 exit tests made 32-bit" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-times "exit tests made 32-bit" 1 "msp-late" } } */
/* Its loop: the address in a 32-bit register, stepped and compared in
   32 bits, no 64-bit compare left.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {\.reg\.u32 (%r[0-9]+);.*ld\.shared\.f32\t%r[0-9]+, \[\1\];[^$]*add\.u32\t\1, \1, 4;} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {setp\.ne\.u32} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {setp\.ne\.u64} } } */
/* The others compare 64-bit addresses.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$3" {setp\.ne\.u64} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$5" {setp\.ne\.u64} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$7" {setp\.ne\.u64} } } */
