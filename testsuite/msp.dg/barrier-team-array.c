/* A team array promoted to .shared leaves msp's own asm copies in the
   unit (gimple/ipa/team-shared.cc), PTX comments that emit nothing: they
   do not make the inline barrier fence system memory
   (gimple/transform/inline-barrier.cc, fact 4).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

int
main (void)
{
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams num_teams(1) map(to: in) map(from: out)
  {
    float tile[N];
#pragma omp parallel num_threads(N / 8)
    {
      int t = __builtin_omp_get_thread_num ();
      for (int i = t; i < N; i += N / 8)
	tile[i] = in[i];
#pragma omp barrier
      for (int i = t; i < N; i += N / 8)
	out[i] = tile[N - 1 - i];
    }
  }
  return out[0] != N - 1;
}

/* { dg-final { scan-offload-ipa-dump "team array" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump {[1-9] team barriers made inline} "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers order the team's memory only\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {// msp: copy} } } */
/* { dg-final { scan-offload-ptx-not {membar} } } */
