/* A group normalisation's blocks (bench-real's groupnorm): the blocks'
   pointers x + blk * gp and out + blk * gp share the offset "blk w* 4"
   in the distribute loop, and SLP stores both into the parallel body's
   data block as one vector, {(unsigned long) xb, (unsigned long) ob}.
   A vector's TYPE_PRECISION is not its elements' (it is the log2 of
   their number), so the vector does not make the product narrower:
   its constant gets its register (gimple/transform/wide-mult.cc,
   narrowed_p), as do the others of the loop.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */


void
forward (const float *restrict x, const float *restrict w, float *restrict out,
	 float *restrict mean, int nb, int ng, int img, int gs)
{
  const int gp = img * gs;
#pragma omp target teams distribute collapse(2) \
  map(to: x[0:nb * ng * gp], w[0:ng * gs]) map(from: out[0:nb * ng * gp], mean[0:nb * ng])
  for (int b = 0; b < nb; b++)
    for (int g = 0; g < ng; g++)
      {
	int blk = b * ng + g;
	const float *xb = x + blk * gp;
	float *ob = out + blk * gp;
	const float *wg = w + g * gs;
	float sum = 0.0f;
#pragma omp parallel for reduction(+: sum)
	for (int i = 0; i < gp; i++)
	  sum += xb[i];
	float m = sum / gp;
	mean[blk] = m;
#pragma omp parallel for
	for (int i = 0; i < gp; i++)
	  ob[i] = (xb[i] - m) * wg[i / img];
      }
}

int
main (void)
{
  static float x[2 * 4 * 64], w[4 * 8], out[2 * 4 * 64], mean[8];
  for (int i = 0; i < 2 * 4 * 64; i++)
    x[i] = i % 13;
  for (int i = 0; i < 32; i++)
    w[i] = i * 0.5f;
  forward (x, w, out, mean, 2, 4, 8, 8);
  return __builtin_fabsf (out[70] - (x[70] - mean[1]) * w[8]) > 1e-3f;
}

/* { dg-final { scan-offload-tree-dump "forward._omp_fn.0: 3 widening multiplications by a constant given a register" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump {= \{_[0-9]+, _[0-9]+\};} "msp-late" } } */
