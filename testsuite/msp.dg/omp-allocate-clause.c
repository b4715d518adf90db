/* The allocate clause: GCC allocates the private copies of V and W with
   GOMP_alloc (alignment, size, allocator), which is omp_aligned_alloc
   (libgomp/allocator.c).  V's allocator is the pteam allocator, whose
   memory is global before GCC 14 and may be .shared from 14
   (omp-alloc.c says why): its accesses are global before 14 and generic
   from 14.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <omp.h>

#define N 64

int
main (void)
{
  int out[N];
#pragma omp target map(from: out)
#pragma omp parallel num_threads(4)
  {
    int v[N], w[N];
#pragma omp single private(v, w) allocate(omp_pteam_mem_alloc: v) allocate(omp_default_mem_alloc: w)
    {
      for (int i = 0; i < N; i++)
	{
	  v[i] = i;
	  w[i] = 2 * i;
	}
      for (int i = 0; i < N; i++)
	out[i] = v[N - 1 - i] + w[i];
    }
  }
  return out[1] != 64;
}

/* { dg-final { scan-offload-tree-dump "= __builtin_GOMP_alloc \\(4, 256, 7\\)" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "\tld.u32" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-ptx-not "\tst.u32" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-tree-dump "mask _\[0-9\]+ = global\\|shared\n" "msp-late" { target msp_gcc14 } } } */
/* { dg-final { scan-offload-ptx "\tld.u32" { target msp_gcc14 } } } */
/* { dg-final { scan-offload-ptx "\tst.u32" { target msp_gcc14 } } } */
