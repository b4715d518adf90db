/* asm-blank-memory.c with text in the asm: msp does not read it, and
   an asm that clobbers memory may store any pointer, so the pointers
   loaded from memory have an unknown space and the loads through them
   stay generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define ASM __asm__ volatile ("// text" : : : "memory")

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

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(inline asm that writes memory in main._omp_fn.\[0-9\]+\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
