/* In a unit that creates no task and does not cancel, every
   '#pragma omp barrier', orphaned or not, is one PTX barrier: barrier 15,
   which libgomp leaves free, counting the team's warps.  The unit has
   no atomic operation, lock, flush, volatile access, asm or call of an
   unknown function, so no thread outside the team can synchronise with
   one in it: no membar.sys (gimple/transform/inline-barrier.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static void __attribute__ ((noinline))
sync_all (void)
{
#pragma omp barrier
}
#pragma omp end declare target

int
main (void)
{
  int out[64];
#pragma omp target map(from: out)
  {
    sync_all ();
#pragma omp parallel num_threads(4)
    {
      static int a[4];
      int t = __builtin_omp_get_thread_num ();
      for (int r = 0; r < 16; r++)
	{
	  a[t] = r + t;
#pragma omp barrier
	  out[r * 4 + t] = a[(t + 1) % 4];
	  sync_all ();
	}
    }
  }
  return out[0] != 1;
}

/* { dg-final { scan-offload-tree-dump "sync_all: 1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 1 team barriers made inline\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {bar\.sync\s+15, %msp_bar;} 2 } } */
/* { dg-final { scan-offload-ptx-times {shl\.b32\s+%msp_bar, %r[0-9]+, 5;} 2 } } */
/* No parallel region starts in another: no predicate.  */
/* { dg-final { scan-offload-ptx-not {msp_many} } } */
/* { dg-final { scan-offload-tree-dump-not "skip bar.sync" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-times "the inline barriers order the team's memory only\n" 2 "msp-late" } } */
/* { dg-final { scan-offload-ptx-times {%msp_bar, %r[0-9]+, 5;\s+bar\.sync\s+15, %msp_bar;} 2 } } */
/* { dg-final { scan-offload-ptx-not {membar} } } */
/* { dg-final { scan-offload-ptx-not {call\s+GOMP_barrier;} } } */
