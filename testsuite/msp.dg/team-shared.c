/* The OpenMP spelling of CUDA's __shared__ tile: an array declared in a
   target teams region outside its parallel region, one per team.  msp
   moves it from the team master's soft stack (global memory) into
   __msp_team_shared, a .shared array of the unit (gimple/ipa/team-shared.cc):
   the region's body reads the tile's address from its data block no
   more, it is the constant address of the tile in __msp_team_shared, and
   every access to the tile is ld.shared or st.shared.  HIST moves too;
   the body's atomics on it are atom.shared.
   Several teams per CTA (num_teams above the CTAs libgomp launches) run
   one after the other and reuse the storage, as they reused the soft
   stack.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define N 4096
#define B 256

float in[N], out[N];
int bins[8];
#pragma omp declare target to(in, out, bins)

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target update to(in)
#pragma omp target teams num_teams(N / B) thread_limit(B)
  {
    float tile[B];
    int hist[8];
    for (int k = 0; k < 8; k++)
      hist[k] = 0;
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      int g = omp_get_team_num () * B + t;
      tile[t] = in[g];
#pragma omp barrier
      float s = 0;
      for (int j = 0; j < 8; j++)
	s += tile[(t + j) % B];
      out[g] = s;
#pragma omp atomic
      hist[(int) s & 7]++;
    }
    for (int k = 0; k < 8; k++)
      __atomic_fetch_add (&bins[k], hist[k] + (int) tile[k],
			  __ATOMIC_RELAXED);
  }
#pragma omp target update from(out)
  return out[1] != 36.0f;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'tile' \\(1024 bytes\\) placed in .shared at __msp_team_shared\\+\[0-9\]+, 1 data block places" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'hist' \\(32 bytes\\) placed in .shared at __msp_team_shared\\+\[0-9\]+, 1 data block places" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "team arrays: 1056 bytes of .shared \\(budget 48753 per kernel\\)" "ipmsp" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-ipa-dump "team arrays: 1056 bytes of .shared \\(budget 40561 per kernel\\)" "ipmsp" { target msp_gcc14 } } } */
/* { dg-final { scan-offload-ptx {\.shared \.align [0-9]+ \.u8 __msp_team_shared[$0-9]*\[1056\];} } } */
/* The region's body: the tile in .shared, its data block never read.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {st\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {atom\.shared\.add\.u32} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {ld\.global\.u64} } } */
/* The team-level code: HIST and the tile in .shared.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$0\$impl" {ld\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$0\$impl" {st\.shared\.u32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$0\$impl" {ld\.shared\.u32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$0\$impl" {atom\.global\.add\.u32} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
