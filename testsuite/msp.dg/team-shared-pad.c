/* The budget of team arrays counts the padding the CUDA linker may put
   between libgomp's .shared variables (396 bytes) and the buffer, up to
   the buffer's alignment less one: with 16, 15 bytes fewer than libgomp
   leaves.  'a' fills that budget exactly and moves; 'b', one byte more,
   stays; so does 'c', all libgomp leaves, which moved without the
   padding: the kernel then used 49156 bytes of .shared (400 + 48756),
   over the 49152 a CTA has, and nvlink refused it ("uses too much
   shared data").  The threads fill the arrays whatever their number
   (libgomp may give fewer than asked for).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

/* What libgomp leaves of a CTA's 48 KiB (team-shared.c).  */
#if __GNUC__ >= 14
#define LEFT 40564
#else
#define LEFT 48756
#endif
#define A (LEFT - 15)
#define B (A + 1)
#define C LEFT

int out[256];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target teams num_teams(1) thread_limit(64)
  {
    char a[A] __attribute__ ((aligned (16)));
#pragma omp parallel num_threads(64)
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int i = t; i < A; i += n)
	a[i] = i & 127;
#pragma omp barrier
      out[t] = a[A - 64 + t];
    }
  }
#pragma omp target teams num_teams(1) thread_limit(64)
  {
    char b[B] __attribute__ ((aligned (16)));
#pragma omp parallel num_threads(64)
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int i = t; i < B; i += n)
	b[i] = i & 127;
#pragma omp barrier
      out[t] += b[B - 64 + t];
    }
  }
#pragma omp target teams num_teams(1) thread_limit(64)
  {
    char c[C] __attribute__ ((aligned (16)));
#pragma omp parallel num_threads(64)
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int i = t; i < C; i += n)
	c[i] = i & 127;
#pragma omp barrier
      out[t] += c[C - 64 + t];
    }
  }
#pragma omp target update from(out)
  return out[0] != ((A - 64) & 127) + ((B - 64) & 127) + ((C - 64) & 127);
}

/* { dg-final { scan-offload-ipa-dump "team arrays: 48741 bytes of .shared \\(budget 48741 per kernel\\)" "ipmsp" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-ipa-dump "team arrays: 40549 bytes of .shared \\(budget 40549 per kernel\\)" "ipmsp" { target msp_gcc14 } } } */
/* { dg-final { scan-offload-ipa-dump "'a' \\(\[0-9\]+ bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack: over the .shared budget" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'c' stays on the soft stack: over the .shared budget" "ipmsp" } } */
