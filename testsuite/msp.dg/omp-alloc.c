/* libgomp's allocation routines.  Before GCC 14, libgomp has no nvptx
   allocator of its own: every allocator ends in malloc, the device heap,
   global memory (libgomp/allocator.c).  From GCC 14 it serves the
   low-latency memory space, to which omp_pteam_mem_alloc maps
   (predefined_alloc_mapping), from the kernel's dynamic .shared memory
   (libgomp/config/nvptx/allocator.c), and the other spaces from malloc.
   So Q, from the default allocator, is global on every release, and P,
   from the pteam allocator, only before GCC 14: from 14 it may be
   .shared, and its accesses stay generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <omp.h>

#define N 64

int
main (void)
{
  int out[N];
#pragma omp target map(from: out)
  {
    int *p = (int *) omp_alloc (N * sizeof (int), omp_pteam_mem_alloc);
    int *q = (int *) omp_alloc (N * sizeof (int), omp_default_mem_alloc);
    if (p && q)
      {
	for (int i = 0; i < N; i++)
	  {
	    p[i] = i;
	    q[i] = 2 * i;
	  }
	for (int i = 0; i < N; i++)
	  out[i] = p[N - 1 - i] + q[i];
      }
    omp_free (p, omp_pteam_mem_alloc);
    omp_free (q, omp_default_mem_alloc);
  }
  return out[1] != 64;
}

/* { dg-final { scan-offload-tree-dump "mask q_\[0-9\]+ = global\n" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "mask p_\[0-9\]+ = global\n" "msp-late" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-ptx-not "\tld.u32" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-ptx-not "\tst.u32" { target { ! msp_gcc14 } } } } */
/* { dg-final { scan-offload-tree-dump "mask p_\[0-9\]+ = global\\|shared\n" "msp-late" { target msp_gcc14 } } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 { target msp_gcc14 } } } */
/* { dg-final { scan-offload-ptx-times "\tst.u32" 1 { target msp_gcc14 } } } */
