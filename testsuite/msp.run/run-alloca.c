/* Variable-length arrays in OpenMP code: the nvptx backend expands
   alloca on the soft stack (allocate_stack in nvptx.md; mkoffload
   passes -mgomp, which implies -msoft-stack), global memory, except in
   a SIMT region, whose entry switches the soft stack pointer to the
   lane's .local storage (nvptx_output_softstack_switch) for the
   functions it calls.  An array taken in the wrong space would be a
   space violation here: on the soft stack, and in a function a SIMT
   loop calls.  (A variable-length array in the body of a simd loop
   itself makes GCC 12's host compiler crash.)  run-alloca-acc.c has
   the OpenACC arrays of GCC 15 on.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#define N 64

#pragma omp declare target
static int __attribute__ ((noinline))
vla_sum (int n, int k)
{
  int v[n];
  for (int i = 0; i < n; i++)
    v[i] = i * k;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[n - 1 - i];
  return s;
}
#pragma omp end declare target

static int
want (int n, int k)
{
  return k * n * (n - 1) / 2;
}

int
main (void)
{
  int soft[N], simt[N];
  int failed = 0;

#pragma omp target teams distribute parallel for map(from: soft)
  for (int i = 0; i < N; i++)
    soft[i] = vla_sum (8 + (i & 7), i);

#pragma omp target map(from: simt)
#pragma omp parallel for simd
  for (int i = 0; i < N; i++)
    simt[i] = vla_sum (4 + (i & 3), i);


  for (int i = 0; i < N; i++)
    if (soft[i] != want (8 + (i & 7), i) || simt[i] != want (4 + (i & 3), i))
      failed = 1;
  printf ("run-alloca: %d %d %s\n", soft[N - 1], simt[N - 1],
	  failed ? "FAIL" : "ok");
  return failed;
}
