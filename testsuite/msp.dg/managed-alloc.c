/* ompx_gnu_managed_mem_alloc (GCC 16): on the host, CUDA managed memory,
   which a kernel reaches through its global window (A, passed with
   is_device_ptr); on the device libgomp refuses the managed space
   (nvptx_memspace_alloc returns NULL for a space beyond the standard
   ones) and omp_alloc falls back, possibly to .shared: B's accesses stay
   generic.  */
/* { dg-do link { target msp_gcc16 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <omp.h>

#define N 64

int
main (void)
{
  int *a = (int *) omp_alloc (N * sizeof (int), ompx_gnu_managed_mem_alloc);
  int s = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target is_device_ptr(a) map(tofrom: s)
  {
    int *b = (int *) omp_alloc (N * sizeof (int), ompx_gnu_managed_mem_alloc);
    for (int i = 0; i < N; i++)
      b[i] = a[i];
    for (int i = 0; i < N; i++)
      s += b[i];
    omp_free (b, ompx_gnu_managed_mem_alloc);
  }
  omp_free (a, ompx_gnu_managed_mem_alloc);
  return s != N * (N - 1) / 2;
}

/* { dg-final { scan-offload-tree-dump "mask b_\[0-9\]+ = global\\|shared\n" "msp-late" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
