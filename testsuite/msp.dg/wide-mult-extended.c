/* A block index B both converted to 64 bits ((long) B * D) and scaled
   by a power of two (the offset (long) B * 4 when D is 1, a version
   of the loop GCC makes): the sign extension is made anyway, and
   expand's shift of it is folded by ptxas into the address's add
   (LEA), so the multiplication keeps its constant; a register would
   make a mul.wide beside the extension (bench-real's moe-sum: more
   SASS instructions per iteration).  gimple/transform/wide-mult.cc,
   shift_suffices_p.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
#include <stdlib.h>

void
sum4 (float *out, const float *in, int n, int d)
{
#pragma omp target teams distribute parallel for collapse(2) \
  map(to: in[0:n * d * 4]) map(from: out[0:n * d])
  for (int b = 0; b < n; b++)
    for (int i = 0; i < d; i++)
      {
	const long ob = (long) b * d;
	const long ib = ob * 4;
	float x = 0;
	for (int k = 0; k < 4; k++)
	  x += in[ib + k * d + i];
	out[ob + i] = x;
      }
}

int
main (void)
{
  int n = 64, d = 1;
  float *in = malloc (sizeof (float) * n * d * 4);
  float *out = malloc (sizeof (float) * n * d);
  for (int i = 0; i < n * d * 4; i++)
    in[i] = i % 13;
  sum4 (out, in, n, d);
  double s = 0;
  for (int i = 0; i < n * d; i++)
    s += out[i] * (i + 1);
  printf ("%g\n", s);
  return s != 49660;
}

/* { dg-final { scan-offload-tree-dump "sum4._omp_fn.1: 0 widening multiplications by a constant given a register" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not {mov\.u32\s+%r[0-9]+, 4;} } } */
/* { dg-final { scan-offload-ptx {ld\.global\.f32} } } */
