/* Managed memory (GCC 16): omp_alloc with ompx_gnu_managed_mem_alloc
   allocates CUDA managed memory (cuMemAllocManaged), which the host
   writes and the kernel reads and writes at the same address (passed
   with is_device_ptr).  omp_get_num_devices comes first: GCC 16's
   gomp_managed_alloc reads the default device before libgomp has set
   it, which OMP_TARGET_OFFLOAD=mandatory (msp-run's) turns into "device
   not found".  */
/* { dg-do run { target msp_gcc16 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>

#define N 256

int
main (void)
{
  if (omp_get_num_devices () < 0)
    return 1;
  int *a = (int *) omp_alloc (N * sizeof (int), ompx_gnu_managed_mem_alloc);
  long s = 0;
  if (a == NULL)
    return 2;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for is_device_ptr(a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 3 + 1;
  for (int i = 0; i < N; i++)
    s += a[i];
  printf ("run-managed: %ld %d\n", s, a[N - 1]);
  omp_free (a, ompx_gnu_managed_mem_alloc);
  return 0;
}
