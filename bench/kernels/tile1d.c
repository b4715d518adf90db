/* tile1d -- OpenACC 1D convolution through a gang-private tile.

   Real-code pattern: the CUDA "__shared__ tile with halo" idiom written
   in OpenACC: each gang copies its block plus a halo into a gang-private
   array (GCC places it in .shared), the vector lanes then read the
   neighbours from the tile instead of from global memory.

   Expected spaces: in/out -> global; the tile (gang-private) -> shared.  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 18)
#define B 128
#define R 3

int
main (void)
{
  float *in = malloc ((N + 2 * R) * sizeof (float));
  float *out = malloc (N * sizeof (float));
  const float w[2 * R + 1] = { 1, 2, 3, 4, 3, 2, 1 };

  for (int i = 0; i < N + 2 * R; i++)
    in[i] = (float) ((i * 37) % 101) / 101.0f;

#pragma acc parallel copyin(in[0:N + 2 * R], w) copyout(out[0:N]) \
  vector_length(B)
  {
    float tile[B + 2 * R];

#pragma acc loop gang private(tile)
    for (int b = 0; b < N / B; b++)
      {
	/* Load the block and its halo.  */
#pragma acc loop vector
	for (int t = 0; t < B + 2 * R; t++)
	  tile[t] = in[b * B + t];

	/* Convolve from the tile.  */
#pragma acc loop vector
	for (int t = 0; t < B; t++)
	  {
	    float s = 0.0f;
	    for (int k = 0; k <= 2 * R; k++)
	      s += w[k] * tile[t + k];
	    out[b * B + t] = s / 16.0f;
	  }
      }
  }

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += out[i] * (double) (i % 3 + 1);
  printf ("checksum tile1d %.6e\n", sum);
  free (in);
  free (out);
  return 0;
}
