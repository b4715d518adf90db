/* Reverse offload (GCC 13): a target region calls back to the host
   ("target device (ancestor: 1)") several times; the host code prints,
   reads the device's values and writes back, while the kernel waits
   for it.  libgomp's plugin launches the kernel and polls
   cuStreamQuery and the request in host-pinned memory, copying the
   region's data on another stream meanwhile: the executor runs the
   grid on a thread of its own.  */
/* { dg-do run { target msp_gcc13 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#pragma omp requires reverse_offload

#define N 32

int
main (void)
{
  int a[N], total = 0;

  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(tofrom: a, total)
  {
    for (int round = 0; round < 3; round++)
      {
	int part = 0, scale = 0;
	for (int i = 0; i < N; i++)
	  part += a[i];
	/* The host sees the device's sum and chooses the scale.  */
#pragma omp target device(ancestor: 1) map(to: part) map(from: scale)
	{
	  printf ("run-reverse-offload: round %d, sum %d\n", round, part);
	  scale = round + 2;
	}
	for (int i = 0; i < N; i++)
	  a[i] = a[i] * scale + round;
	total += part;
      }
    /* A whole array, both ways: A is the host's own array there, which
       only "always" makes libgomp copy.  */
#pragma omp target device(ancestor: 1) map(always, tofrom: a)
    {
      long s = 0;
      for (int i = 0; i < N; i++)
	s += a[i];
      printf ("run-reverse-offload: the host sees %ld\n", s);
      for (int i = 0; i < N; i++)
	a[i] -= i;
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  printf ("run-reverse-offload: %d %ld\n", total, s);
  return 0;
}
