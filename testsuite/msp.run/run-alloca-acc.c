/* Variable-length arrays in OpenACC code (GCC 15 on): without a soft
   stack the nvptx backend expands alloca as PTX "alloca" (.local,
   converted with cvta.local; nvptx_alloca in nvptx.md), with stacksave
   and stackrestore around a block's arrays, given PTX 7.3 (hence this
   test's -mptx=7.3); up to GCC 14 it refuses them.  msp leaves these addresses unresolved: one taken as global
   memory would be a space violation here, where the body of the loop
   declares a new array at each iteration, and a function the loop
   calls declares one more.  */
/* { dg-do run { target msp_gcc15 } } */
/* { dg-options "-O2 -fopenacc @OFFLOAD@ -foffload-options=nvptx-none=-mptx=7.3" } */

#include <stdio.h>

#define N 64

#pragma acc routine seq
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

int
main (void)
{
  int body[N], call[N];
  int failed = 0;

#pragma acc parallel loop copyout(body, call)
  for (int i = 0; i < N; i++)
    {
      int n = 8 + (i & 7);
      int v[n];
      for (int j = 0; j < n; j++)
	v[j] = j * i;
      int s = 0;
      for (int j = 0; j < n; j++)
	s += v[j];
      body[i] = s;
      call[i] = vla_sum (4 + (i & 3), i);
    }

  for (int i = 0; i < N; i++)
    {
      int n = 8 + (i & 7), m = 4 + (i & 3);
      if (body[i] != i * n * (n - 1) / 2 || call[i] != i * m * (m - 1) / 2)
	failed = 1;
    }
  printf ("run-alloca-acc: %d %d %s\n", body[N - 1], call[N - 1],
	  failed ? "FAIL" : "ok");
  return failed;
}
