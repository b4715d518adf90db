/* struct_ptrs -- a struct of pointers mapped with attach semantics.

   Real-code pattern: structure-of-arrays field containers of C physics
   codes (a "struct mesh { double *x, *y, *vol; int n; }" as in LULESH's
   Domain or the SPH particle sets): the struct is mapped, its members'
   array sections too, and the kernel reaches the data as s.a[i].

   Expected spaces: the struct copy is mapped (global) and the member
   pointers loaded from it were attached to mapped sections -> global;
   another case of provenance through memory (a load of a pointer from
   the mapped struct).  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 18)

struct particles
{
  int n;
  float *x;
  float *v;
  float *m;
};

int
main (void)
{
  struct particles s;
  double energy = 0.0, pos = 0.0;

  s.n = N;
  s.x = malloc (N * sizeof (float));
  s.v = malloc (N * sizeof (float));
  s.m = malloc (N * sizeof (float));
  for (int i = 0; i < N; i++)
    {
      s.x[i] = (float) (i % 100) / 8.0f;
      s.v[i] = (float) ((i * 7) % 13 - 6) / 4.0f;
      s.m[i] = (float) (i % 3 + 1);
    }

  /* Leapfrog steps: x += v dt; v -= k x dt.  */
#pragma omp target map(to: s) map(tofrom: s.x[0:N], s.v[0:N]) \
  map(to: s.m[0:N])
#pragma omp teams distribute parallel for
  for (int i = 0; i < s.n; i++)
    for (int t = 0; t < 8; t++)
      {
	s.x[i] += s.v[i] * 0.125f;
	s.v[i] -= s.x[i] / s.m[i] * 0.125f;
      }

  for (int i = 0; i < N; i++)
    {
      energy += 0.5 * s.m[i] * s.v[i] * s.v[i] + 0.5 * s.x[i] * s.x[i];
      pos += s.x[i];
    }
  printf ("checksum struct_ptrs %.6e %.6e\n", energy, pos);
  free (s.x);
  free (s.v);
  free (s.m);
  return 0;
}
