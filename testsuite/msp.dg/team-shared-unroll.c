/* A tiled dot product whose inner loop GCC unrolls (knn of the
   real-code bench).  The region's body reaches the tiles through the
   pointers it loads from its data block; msp makes each such load a copy
   of the tile's address, out of sight of the propagators (an asm that is
   a PTX comment, which the resolver reads as a copy): the accesses stay
   accesses through a pointer, which straight-line strength reduction
   gives one base and constant offsets (ld.shared [%r+64]), instead of
   references of __msp_team_shared whose 32 addresses the unrolled loop
   computed one by one and kept in registers (58 -> 112 registers).  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 16
#define N 1024

float a[N * B], b[N * B], out[N];
#pragma omp declare target to(a, b, out)

int
main (void)
{
#pragma omp target teams num_teams(N / B) thread_limit(B * B)
  {
    float ta[B * B], tb[B * B];
#pragma omp parallel
    {
      int tx = omp_get_thread_num () % B;
      int ty = omp_get_thread_num () / B;
      int base = omp_get_team_num () * B;
      float ssd = 0;
      for (int k0 = 0; k0 < N; k0 += B)
	{
	  ta[ty * B + tx] = a[(k0 + ty) * B + tx];
	  tb[ty * B + tx] = b[(k0 + ty) * B + tx];
#pragma omp barrier
	  for (int k = 0; k < B; ++k)
	    {
	      float t = ta[k * B + ty] - tb[k * B + tx];
	      ssd += t * t;
	    }
#pragma omp barrier
	}
      out[base + ty] = ssd;
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump-times "placed in .shared" 2 "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {// msp: copy} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.shared\.f32\t%r[0-9]+, \[%r[0-9]+\+64\];} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
