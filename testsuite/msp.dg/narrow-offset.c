/* A loop that stores to two team tiles at one index: ivopts gives both
   addresses one 64-bit offset induction variable (the tile's base plus
   ivtmp, stepped by 256).  msp-late copies that variable into 32 bits
   (narrow_offset) so that the tiles' 32-bit .shared copies add a 32-bit
   offset, and the 64-bit variable dies; without the copy each access
   truncates the 64-bit offset (cvt.u32.u64) and the loop steps both.
   GCC 15's ivopts gives each tile an address induction variable of its
   own instead, which msp-late copies whole: the PTX is the same.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64
#define N 256

float out[B * 4];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float a[N], b[N];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      for (int k = i; k < N; k += B)
	{
	  a[k] = k;
	  b[k] = 2 * k;
	}
#pragma omp barrier
      float s = 0;
      for (int k = 0; k < N; k++)
	s += a[k] * b[(k + i) % N];
      out[omp_get_team_num () * B + i] = s;
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'a' \\(1024 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 1 offset induction variables made 32-bit" "msp-late" { target { ! msp_gcc15 } } } } */
/* A 32-bit step of the offset; no 64-bit step, no truncation.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {add\.u32\t(%r[0-9]+), \1, 256;} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {add\.u64\t(%r[0-9]+), \1, 256;} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {cvt\.u32\.u64} } } */
