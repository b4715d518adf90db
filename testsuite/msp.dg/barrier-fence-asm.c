/* A unit with an asm keeps the inline barrier's membar.sys: msp does
   not read asm text, which may be a fence or an atomic operation
   (gimple/transform/inline-barrier.cc, fact 4).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

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
    __asm__ volatile ("" : : : "memory");
  }
  return sum[0] != 2;
}

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers fence system memory: an asm of the unit may synchronise\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys;\s+bar\.sync\s+15, %msp_bar;} 1 } } */
