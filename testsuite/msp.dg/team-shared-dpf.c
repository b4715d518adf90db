/* A team array with "distribute parallel for": the team-level code
   splits the iterations among the teams and hands each team's share to a
   parallel loop, whose body reaches the array through its data block.
   The array moves into .shared; so does COUNT, which only the team-level
   code touches, its initialisation included (nothing assumes the
   storage starts out zero: every team stores it first).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 4096

float in[N], out[N];
#pragma omp declare target to(in, out)

int
main (void)
{
#pragma omp target teams num_teams(16) thread_limit(256)
  {
    float tile[256];
    int count[4] = { 0 };
#pragma omp distribute parallel for
    for (int i = 0; i < N; i++)
      {
	tile[i % 256] = in[i];
	out[i] = tile[(i + 1) % 256];
      }
    for (int k = 0; k < 4; k++)
      count[k] += (int) tile[k];
    out[0] += count[0] + count[3];
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'tile' \\(1024 bytes\\) placed in .shared at __msp_team_shared\\+\[0-9\]+, 1 data block places" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'count' \\(16 bytes\\) placed in .shared at __msp_team_shared\\+\[0-9\]+, \[01\] data block places" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {st\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.shared\.f32} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
