/* barrier-fence-kernel.c with the atomic operation in a function that
   the barrier's kernel calls after its parallel region: the kernel
   reaches it, so its threads might synchronise beyond their team and
   the inline barrier keeps its membar.sys.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
__attribute__ ((noinline, noclone)) void
bump (int *p)
{
#pragma omp atomic
  *p += 1;
}
#pragma omp end declare target

int
main (void)
{
  int out[4] = { 0, 0, 0, 0 }, sum[4] = { 0, 0, 0, 0 }, count = 0;

#pragma omp target map(tofrom: out, sum, count)
  {
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[t] = t + 1;
#pragma omp barrier
      sum[t] = out[(t + 1) % 4];
    }
    bump (&count);
  }
  return sum[0] != 2 || count != 1;
}

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: the unit has atomic operations, locks or flushes\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
