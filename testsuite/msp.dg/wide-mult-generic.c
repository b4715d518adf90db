/* A product whose only use is the address of a generic load: P may
   point into the team's .shared tile or the mapped global IN, so the
   load of an int through P + (IDX w* 4) stays generic, with a 64-bit
   address.  Its int result does not narrow the product: the register
   makes the address one mul.wide (.u32 where GCC 16 knows the index
   is not negative), where expand's shift would be cvt.s64.s32 and
   shl.b64 (gimple/transform/wide-mult.cc, narrowed_p, which counts
   conversions and arithmetic only).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>
#include <stdio.h>
#define N 4096
int
main (void)
{
  static int in[N], idx[N], out[N];
  for (int i = 0; i < N; i++)
    {
      in[i] = i * 3;
      idx[i] = (i * 7) & (N - 1);
    }
#pragma omp target teams num_teams(4) thread_limit(64) map(to: in, idx) map(from: out)
  {
    int tile[64];
#pragma omp parallel
    {
#pragma omp for
      for (int k = 0; k < 64; k++)
	tile[k] = k + omp_get_team_num ();
#pragma omp for
      for (int t = 0; t < N; t++)
	{
	  int *p = (t & 1) ? tile : in;
	  int m = (t & 1) ? 63 : N - 1;
	  int s = 0;
	  for (int k = 0; k < 8; k++)
	    s += p[idx[(t + k) & (N - 1)] & m];
	  out[t] = s;
	}
    }
  }
  long sum = 0;
  for (int i = 0; i < N; i++)
    sum += out[i] * (i + 1);
  printf ("%ld\n", sum);
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'tile' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 2 widening multiplications by a constant given a register" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {mul\.wide\.[su]32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} 2 } } */
/* { dg-final { scan-offload-ptx {ld\.u32\s} } } */
