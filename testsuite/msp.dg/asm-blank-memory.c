/* A blank asm writes no memory, whatever its clobbers and memory
   operands tell GCC (msp_asm_blank_p: GCC prints nothing for it), so
   compiler barriers leave the unit storing only global pointers, and the
   pointers the second kernel loads from memory are global.  An asm with
   text that writes memory may store anything (asm-memory.c, which
   includes this program with another ASM).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#ifndef ASM
#define ASM \
  __asm__ volatile ("" : : : "memory"); \
  __asm__ volatile (" \n\t" : "+m" (ptrs[i]))
#endif

#include <stdio.h>
#include <stdlib.h>

#define N 256

int
main (void)
{
  int data[N], out[N];
  int *ptrs[N];
  for (int i = 0; i < N; i++)
    data[i] = i * 7;
#pragma omp target data map(to: data) map(from: out) map(alloc: ptrs)
  {
    /* Device addresses stored into device memory.  */
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      ptrs[i] = &data[(i * 5) % N];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      {
	ASM;
	out[i] = *ptrs[i] + 1;
      }
  }
  for (int i = 0; i < N; i++)
    if (out[i] != ((i * 5) % N) * 7 + 1)
      abort ();
  printf ("%d %d\n", out[1], out[N - 1]);
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.u32" } } */
/* { dg-final { scan-offload-ptx-not "\tld.u32" } } */
