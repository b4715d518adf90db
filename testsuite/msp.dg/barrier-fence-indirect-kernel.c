/* A function with a team barrier that one kernel calls directly, and
   another through a pointer the first one stored: the second kernel's
   threads run it too, and its indirect call might synchronise beyond
   the team, so the barrier keeps its membar.sys although the first
   kernel has no such operation.  Nothing the second kernel refers to
   names the function: an indirect call reaches every function whose
   address is taken (gimple/transform/inline-barrier.cc,
   reached_from).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
__attribute__ ((noinline, noclone)) void
exchange (int *out, int *sum)
{
  int t = __builtin_omp_get_thread_num ();
  out[t] = t + 1;
#pragma omp barrier
  sum[t] = out[(t + 1) % 4];
}

__attribute__ ((noinline, noclone)) void
clear (int *out, int *sum)
{
  int t = __builtin_omp_get_thread_num ();
  out[t] = sum[t] = 0;
}

void (*fn) (int *, int *);
#pragma omp end declare target

int
main (void)
{
  int out[4] = { 0, 0, 0, 0 }, sum[4] = { 0, 0, 0, 0 }, sel = 1;

#pragma omp target map(tofrom: out, sum) map(to: sel)
  {
#pragma omp parallel num_threads(4)
    exchange (out, sum);
    fn = sel ? exchange : clear;
  }

#pragma omp target map(tofrom: out, sum)
#pragma omp parallel num_threads(4)
  fn (out, sum);
  return sum[0] != 2;
}

/* { dg-final { scan-offload-tree-dump "exchange: 1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "exchange: the inline barriers fence system memory: the unit has indirect calls\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
