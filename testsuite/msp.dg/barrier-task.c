/* A task anywhere in the unit may be pending at a barrier, which
   libgomp's GOMP_barrier runs: the barriers stay calls
   (gimple/transform/inline-barrier.cc, fact 3).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static void __attribute__ ((noinline))
spawn (int *p)
{
#pragma omp task
  *p += 1;
}
#pragma omp end declare target

int
main (void)
{
  int out[4] = { 0, 0, 0, 0 }, sum[4], nth = 0;
#pragma omp target map(tofrom: out, nth) map(from: sum)
#pragma omp parallel num_threads(4)
  {
    int t = __builtin_omp_get_thread_num ();
    if (t == 0)
      nth = __builtin_omp_get_num_threads ();
    spawn (&out[t]);
#pragma omp barrier
    sum[t] = out[t] + out[(t + 1) % 4];
  }
  return nth == 4 && sum[0] != 2;
}

/* { dg-final { scan-offload-tree-dump "0 team barriers made inline; the unit keeps them: the unit may create tasks or cancel" "msp-late" } } */
/* { dg-final { scan-offload-ptx {call\s+GOMP_barrier;} } } */
/* { dg-final { scan-offload-ptx-not {bar\.sync\s+15} } } */
