/* Only an operation of its own can synchronise a thread beyond its
   team, and a thread runs only what its kernel reaches: the atomic
   operation of the second target region leaves the first region's
   inline barrier without membar.sys (gimple/transform/inline-barrier.cc,
   fact 4).  barrier-fence-reach.c has the atomic where the barrier's
   kernel reaches it.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

int
main (void)
{
  int out[4] = { 0, 0, 0, 0 }, sum[4] = { 0, 0, 0, 0 }, count = 0;

#pragma omp target map(tofrom: out, sum)
#pragma omp parallel num_threads(4)
  {
    int t = __builtin_omp_get_thread_num ();
    out[t] = t + 1;
#pragma omp barrier
    sum[t] = out[(t + 1) % 4];
  }

#pragma omp target map(tofrom: count)
#pragma omp parallel num_threads(4)
  {
#pragma omp atomic
    count++;
  }
  return sum[0] != 2 || count < 1;
}

/* { dg-final { scan-offload-tree-dump "1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "the inline barriers order the team's memory only\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-not "fence system memory" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {membar\.sys} 0 } } */
/* { dg-final { scan-offload-ptx-times {atom\.[a-z.]*add\.u32} 1 } } */
