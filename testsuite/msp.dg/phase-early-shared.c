/* With -fplugin-arg-msp-phase=early, msp-early rewrites .shared
   accesses itself (by default it leaves them to msp-late, for their
   32-bit addresses): through 64-bit pointers, in the address space of
   msp-rtl's .shared accesses (WORK's loop over the tile).  A 32-bit
   pointer before the loop optimisations met an internal error in
   ivopts' cost model (immed_wide_int_const) on this very program.
   The tile's elements in the region body stay generic: msp-early
   leaves array elements to msp-late (doc/msp.texi, "The rewrite").  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-phase=early,-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float out[B];
#pragma omp declare target to(out)

#pragma omp declare target
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
    work (t);
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 't' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "work: \[0-9\]+ of \[0-9\]+ memory references resolved \\(global \[0-9\]+, shared 1," "msp-early" } } */
/* { dg-final { scan-offload-ptx-function "work" {ld\.shared\.f32\t%r[0-9]+, \[%r[0-9]+\]} } } */
