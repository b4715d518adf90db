/* A team's histogram in a team array: the array is in .shared
   (gimple/ipa/team-shared.cc), so its atomic increments are
   atom.shared, and no thread outside the team can read or write what
   they touch: the inline barriers around them order the team's memory
   only, with no membar.sys (gimple/transform/inline-barrier.cc, fact
   4, team_atomic_p).  barrier-fence-atomic.c keeps the fence for an
   atomic operation on global memory, barrier-fence-maybe-shared.c,
   which includes this program with another HIST, for one whose
   address may be in either, barrier-fence-shared-libatomic.c, with
   another BIN_T, for one that is a call of libatomic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 4096
#define BINS 64
#define TEAMS 4

#ifndef HIST
#define HIST(g) smem
#endif
#ifndef BIN_T
#define BIN_T unsigned
#endif

unsigned char img[N];
unsigned part[TEAMS * BINS];
BIN_T glob[BINS];

int
main (void)
{
  for (int i = 0; i < N; i++)
    img[i] = (i * 7 + i / 13) % BINS;

#pragma omp target teams num_teams(TEAMS) thread_limit(64) \
	map(to: img) map(from: part) map(tofrom: glob)
  {
    BIN_T smem[BINS];
#pragma omp parallel
    {
      int t = __builtin_omp_get_thread_num ();
      int nt = __builtin_omp_get_num_threads ();
      int g = __builtin_omp_get_team_num ();
      int ng = __builtin_omp_get_num_teams ();
      for (int i = t; i < BINS; i += nt)
	smem[i] = 0;
#pragma omp barrier
      for (int i = g * nt + t; i < N; i += nt * ng)
	{
#pragma omp atomic update
	  HIST (g)[img[i]]++;
	}
#pragma omp barrier
      for (int i = t; i < BINS; i += nt)
	part[g * BINS + i] = smem[i];
    }
  }

  /* However many teams and threads ran, the partial histograms of the
     teams that ran add up to the histogram of the pixels they read.  */
  unsigned total = 0;
  for (int i = 0; i < TEAMS * BINS; i++)
    total += part[i];
  for (int i = 0; i < BINS; i++)
    total += glob[i];
  __builtin_printf ("%s\n", total > 0 && total <= N ? "ok" : "bad");
  return 0;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: \[0-9\]+ team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: the inline barriers order the team's memory only\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {atom\.shared\.add\.u32} } } */
/* { dg-final { scan-offload-ptx-not {membar\.sys} } } */
