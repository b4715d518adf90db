/* A barrier in a loop that GCC enters at two places once it threads
   the test of the loop's first iteration (the shape of HeCBench's
   chemv): the team's size the inline barrier counts is read once,
   before the loop, not on every iteration: a barrier of the loop has
   no call of omp_get_num_threads right before it
   (gimple/transform/inline-barrier.cc, team_size).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

float y[N], x[N], a[N * N];
int covered[N];

/* What the thread of element I computes.  */

static float
expect (int i)
{
  int b = i / 32;
  float v = 1;
  for (int c = 0; c <= (32 * b + 30 < N - 2 ? 32 * b + 30 : N - 2); c += 32)
    {
      if (c == 0)
	v = v * 2 + a[i * N] * x[i];
      for (int k = 0; k <= (31 < i - c - 1 ? 31 : i - c - 1); k++)
	v += a[i + N * (c + k)] * x[c + k];
    }
  return v;
}

int
main (void)
{
  for (int i = 0; i < N * N; i++)
    a[i] = i % 7;
  for (int i = 0; i < N; i++)
    x[i] = i % 5, y[i] = 1;
#pragma omp target teams num_teams(2) thread_limit(32) \
	map(tofrom: y, covered) map(to: x, a)
#pragma omp parallel
  {
    int b = __builtin_omp_get_team_num ();
    int t = __builtin_omp_get_thread_num ();
    int i = 32 * b + t;
    for (int c = 0; c <= (32 * b + 30 < N - 2 ? 32 * b + 30 : N - 2); c += 32)
      {
	if (i < N && c == 0)
	  y[i] = y[i] * 2 + a[i * N] * x[i];
	if (i < N)
	  for (int k = 0; k <= (31 < i - c - 1 ? 31 : i - c - 1); k++)
	    y[i] += a[i + N * (c + k)] * x[c + k];
#pragma omp barrier
      }
    if (i < N)
      covered[i] = 1;
  }
  /* The values are small integers: exact in float, contracted or not;
     how many threads the teams have is the implementation's choice.  */
  for (int i = 0; i < N; i++)
    if (covered[i] && y[i] != expect (i))
      __builtin_abort ();
  __builtin_printf ("ok\n");
  return 0;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: the team's size read before the loops around \[0-9\]+ of the inline barriers\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx {[^\x7d\s]\s+// #APP\s+// [0-9]+ "[^"]*" 1\s+.\s+\.reg\.u32 %msp_bar;} } } */
