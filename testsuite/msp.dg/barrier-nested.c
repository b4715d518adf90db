/* Where a parallel region may start inside another (here a parallel in
   a function a parallel body calls), a team of one, which a nested
   parallel is on nvptx, must not arrive at barrier 15, where its
   enclosing team may wait: libgomp's barrier does no bar.sync for a
   team of one, and the inline one is predicated on the team's size
   (gimple/transform/inline-barrier.cc, fact 2).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static void __attribute__ ((noinline))
inner (int *d)
{
#pragma omp parallel num_threads(2)
  {
#pragma omp barrier
    d[1] = 5;
  }
}
#pragma omp end declare target

int
main (void)
{
  int d[2] = { 0, 0 }, seen[8] = { 0 };

#pragma omp target map(tofrom: d, seen)
#pragma omp parallel num_threads(8)
  {
    int t = __builtin_omp_get_thread_num ();
    if (t == 0)
      {
	inner (d);
	d[0] = 42;
      }
#pragma omp barrier
    seen[t] = d[0] + d[1];
  }
  return seen[1] != 47;
}

/* { dg-final { scan-offload-tree-dump "the inline barriers skip bar.sync in a team of one: a parallel region may start in another\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {setp\.gt\.s32\s+%msp_many, %r[0-9]+, 1;\s+shl\.b32\s+%msp_bar, %r[0-9]+, 5;\s+@%msp_many bar\.sync\s+15, %msp_bar;} 2 } } */
/* { dg-final { scan-offload-ptx-times {bar\.sync\s+15} 2 } } */
