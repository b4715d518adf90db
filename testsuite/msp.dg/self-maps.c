/* requires self_maps (GCC 15): the host's own addresses, here malloc's,
   reach the kernel through its data block and are dereferenced there.
   They are global addresses as every address the host hands a kernel is
   (the CUDA driver maps host memory that a kernel may use into the
   global window): the loads through A are ld.global.  */
/* { dg-do link { target msp_gcc15 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdlib.h>

#define N 64

#pragma omp requires self_maps

int
main (void)
{
  int *a = (int *) malloc (N * sizeof (int));
  int s = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(tofrom: s)
  for (int i = 0; i < N; i++)
    s += a[i];
  return s != N * (N - 1) / 2;
}

/* { dg-final { scan-offload-ptx-times "ld.global.u32" 2 } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
