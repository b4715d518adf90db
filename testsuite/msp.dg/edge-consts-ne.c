/* The other side of uncprop-phi.c: a PHI argument on the edge where a
   test says it is NOT equal to the constant keeps its own mask.  r is
   p, the .shared address of the team array tile, where p != 0, and &g
   otherwise: r may point into .shared or .global, and the load through
   it stays generic.  Taking p for 0 there (the edge's sense read the
   wrong way round) would make it ld.global of a .shared address.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <omp.h>

#define B 64

float out[B * 4], g = 5;
#pragma omp declare target to(out, g)

static float * __attribute__ ((noinline))
pick (float *p, int i)
{
  return i & 1 ? p : 0;
}

int
main (void)
{
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float tile[B];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      tile[i] = i;
#pragma omp barrier
      float *p = pick (tile, i);
      float *r;
      if (p != 0)
	r = p;
      else
	r = &g;
      out[omp_get_team_num () * B + i] = *r;
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'tile' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump {if \((p_[0-9]+) != 0B\).*# r_[0-9]+ = PHI <(&g\([0-9]+\), \1\([0-9]+\)|\1\([0-9]+\), &g\([0-9]+\))>} "msp-late" } } */
/* { dg-final { scan-offload-tree-dump {mask r_[0-9]+ = global\|shared} "msp-late" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.f32\t%r[0-9]+, \[%r[0-9]+\];} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {ld\.global\.f32} } } */
