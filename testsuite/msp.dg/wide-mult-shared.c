/* A team's histograms in .shared (team-shared.cc), incremented at an
   unsigned char bin and at an int one.  The bins' offsets are "c w* 4"
   and "j w* 4" in a loop, but the sum with a .shared address keeps only
   their low 32 bits: combine makes each a 32-bit multiplication, which
   with the constant is a shift that ptxas folds into the add, and with
   a register would be mad.lo.u32.  So msp-late gives these constants no
   register (gimple/transform/wide-mult.cc, narrowed_p).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define N 8192
#define BINS 256

int
main (void)
{
  static unsigned char img[N];
  static int idx[N];
  static unsigned hist[BINS], hist2[BINS];

  for (int i = 0; i < N; i++)
    {
      img[i] = (i * 37) & 255;
      idx[i] = (i * 11) & (BINS - 1);
    }

#pragma omp target teams num_teams(4) thread_limit(64) \
  map(to: img, idx) map(tofrom: hist, hist2)
  {
    unsigned bins[BINS], bins2[BINS];
#pragma omp parallel
    {
      for (int b = omp_get_thread_num (); b < BINS; b += omp_get_num_threads ())
	bins[b] = bins2[b] = 0;
#pragma omp barrier
#pragma omp for
      for (int i = 0; i < N; i++)
	{
#pragma omp atomic update
	  bins[img[i]]++;
#pragma omp atomic update
	  bins2[idx[i]] += 2;
	}
#pragma omp barrier
      for (int b = omp_get_thread_num (); b < BINS; b += omp_get_num_threads ())
	{
#pragma omp atomic update
	  hist[b] += bins[b];
#pragma omp atomic update
	  hist2[b] += bins2[b];
	}
    }
  }
  return hist[0] != 4 * (N / BINS) || hist2[0] != 8 * (N / BINS);
}

/* { dg-final { scan-offload-ipa-dump-times "team arrays of main._omp_fn.0/\[0-9\]+: 'bins2?' \\(1024 bytes\\) placed in .shared" 2 "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 0 widening multiplications by a constant given a register" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {atom\.shared\.add\.u32} 2 } } */
