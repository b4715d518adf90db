/* A parallel body that stores into its data block: X, shared and not
   addressable, is copied in and out (omp-low.cc, use_pointer_for_field)
   and the body writes it through .omp_data_i.  Its block is not
   read-only, and its loads stay where they are; the target body's
   block, only loaded, is (gimple/transform/data-block.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

int
main (void)
{
  int out = 0, n = 5;

#pragma omp target map(from: out) firstprivate(n)
  {
    int x = 1;
#pragma omp parallel num_threads(1) shared(x) firstprivate(n)
    {
      for (int t = 0; t < n; t++)
	{
	  x = x * 3 + t;
#pragma omp barrier
	}
    }
    out = x;
  }
  return out != 301;
}

/* { dg-final { scan-offload-ipa-dump "main._omp_fn.0: data block read-only" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "main._omp_fn.1: data block read-only" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump-not "main._omp_fn.1: \[0-9\]+ loads of the data block" "msp-early" } } */
