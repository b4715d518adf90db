/* The program of shared-32bit.c at -O1: only the first loop's exit
   test is made 32-bit; the loops with a break, a call or an asm keep
   their 64-bit tests.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

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
/* The others compare 64-bit addresses.  */
