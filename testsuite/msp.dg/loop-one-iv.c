/* A dot product: after the loop optimisations one induction variable
   walks A's row, for the loads and for the exit test alike.  msp-late
   converts that pointer into .global where it is defined (a .global
   conversion is no instruction), instead of copying its expression: a
   copy of the induction variable would be a second one, stepped by 4
   beside the first in every iteration, with a register of its own (the
   SASS of the loop grew by two instructions per iteration).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#define N 256

void
mm (float *a, float *b, float *c)
{
#pragma omp target teams distribute parallel for collapse(2) \
  map(to: a[0:N * N], b[0:N * N]) map(tofrom: c[0:N * N])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	float s = 0.0f;
	for (int k = 0; k < N; k++)
	  s += a[i * N + k] * b[k * N + j];
	c[i * N + j] = s;
      }
}

int
main (void)
{
  static float a[N * N], b[N * N], c[N * N];
  mm (a, b, c);
  return 0;
}

/* The loads of A and the exit test use the one pointer stepped by 4.  */
/* { dg-final { scan-offload-ptx-times {ld\.global\.f32} 2 } } */
/* { dg-final { scan-offload-ptx {ld\.global\.f32\t%r[0-9]+, \[(%r[0-9]+)\];.*add\.u64\t\1, \1, 4;} } } */
/* { dg-final { scan-offload-ptx-not {add\.u64\t(%r[0-9]+), \1, 4;.*add\.u64\t(%r[0-9]+), \2, 4;} } } */
