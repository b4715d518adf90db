/* An asm of the unit that names a PTX barrier might use barrier 15:
   the barriers stay calls (gimple/transform/inline-barrier.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

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
    out[t] = t;
#pragma omp barrier
    if (t == 0)
      /* A comment both assemblers accept (the host fallback is compiled
	 from the same source); msp does not parse asm text.  */
      __asm__ volatile ("/* bar.arrive 14, 32; */" ::: "memory");
    sum[t] = out[t] + out[(t + 1) % 4];
  }
  return nth == 4 && sum[0] != 1;
}

/* { dg-final { scan-offload-tree-dump "0 team barriers made inline; the unit keeps them: an asm of the unit may use a PTX barrier" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not {bar\.sync\s+15} } } */
