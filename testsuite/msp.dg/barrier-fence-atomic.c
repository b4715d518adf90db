/* A unit with an atomic operation keeps the inline barrier's membar.sys:
   a thread of another team may synchronise with this one through it
   (gimple/transform/inline-barrier.cc, fact 4).  The other
   barrier-fence-*.c tests include this program with another SYNC, a
   statement run by thread T after the barrier, and may add AFTER, a
   statement after the target region.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#ifndef SYNC
#define SYNC(t) _Pragma ("omp atomic") sum[0] += 0
#endif
#ifndef AFTER
#define AFTER
#endif

int
main (void)
{
  int out[4] = { 0, 0, 0, 0 }, sum[4] = { 0, 0, 0, 0 };

#pragma omp target map(tofrom: out, sum)
#pragma omp parallel num_threads(4)
  {
    int t = __builtin_omp_get_thread_num ();
    out[t] = t + 1;
#pragma omp barrier
    sum[t] = out[(t + 1) % 4];
    SYNC (t);
  }
  AFTER
  return sum[0] != 2;
}

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
