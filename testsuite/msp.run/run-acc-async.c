/* OpenACC asynchronous queues: kernels and copies on three queues, and
   queues that wait for others (libgomp records an event on one CUDA
   stream and makes the other wait for it), acc_async_test, and waits
   for one queue and for all.  The executor runs each queue's
   operations in their order, a grid at a time, and the callbacks that
   libgomp queues to free its blocks.  The loop's counter is copied in
   and out by each kernel: CUDA reads pageable host memory at once for
   an asynchronous copy to the device, and returns from one to such
   memory when it is done.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#include <openacc.h>
#include <stdio.h>

#define N 2048

int
main (void)
{
  static int a[N], b[N], c[N];
  long sa = 0, sb = 0, sc = 0;

  for (int i = 0; i < N; i++)
    a[i] = b[i] = c[i] = i;
#pragma acc data copy(a, b, c)
  {
    for (int round = 0; round < 4; round++)
      {
	/* Queues 1 and 2 write A and B once queue 3 has read them.  */
#pragma acc wait(3) async(1)
#pragma acc parallel loop async(1)
	for (int i = 0; i < N; i++)
	  a[i] = a[i] * 2 + round;
#pragma acc wait(3) async(2)
#pragma acc parallel loop async(2)
	for (int i = 0; i < N; i++)
	  b[i] += i % 7;
#pragma acc update host(b[0:16]) async(2)
	/* Queue 3 reads both.  */
#pragma acc wait(1, 2) async(3)
#pragma acc parallel loop async(3)
	for (int i = 0; i < N; i++)
	  c[i] += a[i] - b[i] / 2;
      }
#pragma acc wait(2)
    printf ("run-acc-async: b[15] %d, queue 2 done %d\n", b[15],
	    acc_async_test (2) != 0);
#pragma acc update host(c[0:N / 2]) async(3)
#pragma acc wait(3)
    long half = 0;
    for (int i = 0; i < N / 2; i++)
      half += c[i];
    printf ("run-acc-async: half of c %ld\n", half);
#pragma acc wait
    printf ("run-acc-async: all done %d\n", acc_async_test_all () != 0);
  }
  for (int i = 0; i < N; i++)
    {
      sa += a[i];
      sb += b[i];
      sc += c[i];
    }
  printf ("run-acc-async: %ld %ld %ld\n", sa, sb, sc);
  return 0;
}
