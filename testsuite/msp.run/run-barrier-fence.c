/* Team barriers in a unit with an atomic operation, which keep their
   membar.sys (gimple/transform/inline-barrier.cc, fact 4): three
   threads exchange values through a team array on each side of
   '#pragma omp barrier' 200 times and count, atomically, the rounds in
   which they read what their neighbour wrote.  Each build must print
   what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#define T 3
#define R 200

int
main (void)
{
  int out[T * R];
  int seen = 0;

#pragma omp target map(from: out) map(tofrom: seen) thread_limit(8)
#pragma omp parallel num_threads(T)
  {
    static int a[T];
    int t = __builtin_omp_get_thread_num ();
    int n = __builtin_omp_get_num_threads ();
    for (int r = 0; r < R; r++)
      {
	a[t] = r * 10 + t;
#pragma omp barrier
	int v = n == T ? a[(t + 1) % n] : -1;
	out[r * T + t] = v;
	if (v == r * 10 + (t + 1) % T)
#pragma omp atomic
	  seen++;
#pragma omp barrier
      }
  }

  long s = seen;
  for (int i = 0; i < T * R; i++)
    s += out[i] * (i % 5 + 1);
  printf ("barrier-fence %d %ld\n", seen, s);
  return 0;
}
