/* The allocate directive on automatic variables, which GCC 14's
   gimplify_bind_expr turns into GOMP_alloc and GOMP_free calls (GCC 12
   and 13 say "sorry").  V comes from the pteam allocator, which may give
   .shared memory from GCC 14 (omp-alloc.c): its accesses stay generic.
   W comes from the default allocator, global.  */
/* { dg-do link { target msp_gcc14 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <omp.h>

#define N 64

int
main (void)
{
  int out[N];
#pragma omp target map(from: out)
  {
    int v[N], w[N];
#pragma omp allocate(v) allocator(omp_pteam_mem_alloc)
#pragma omp allocate(w) allocator(omp_default_mem_alloc)
    for (int i = 0; i < N; i++)
      {
	v[i] = i;
	w[i] = 2 * i;
      }
    for (int i = 0; i < N; i++)
      out[i] = v[N - 1 - i] + w[i];
  }
  return out[1] != 64;
}

/* { dg-final { scan-offload-tree-dump "v\[.0-9_\]+ = __builtin_GOMP_alloc \\(4, 256, 7\\)" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "mask v\[.0-9_\]+ = global\\|shared\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
/* { dg-final { scan-offload-ptx "\tst.u32" } } */
