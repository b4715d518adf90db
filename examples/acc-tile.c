/* acc-tile.c -- an OpenACC offload example for "make demo".

   Each gang stages a tile of the input in a gang-private array (which
   GCC places in .shared memory), then its vector lanes read the tile and
   write the blurred result to global memory.  */

#include <stdio.h>

#define N 4096
#define TILE 128

int
main (void)
{
  static float in[N], out[N];

  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 31);

#pragma acc parallel copyin(in) copyout(out) num_gangs(N / TILE) \
	vector_length(TILE)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N / TILE; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = in[t * TILE + i];
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  {
	    float l = i > 0 ? tile[i - 1] : tile[i];
	    float r = i < TILE - 1 ? tile[i + 1] : tile[i];
	    out[t * TILE + i] = (l + tile[i] + r) / 3.0f;
	  }
      }
  }

  printf ("out[100] %.3f out[4000] %.3f\n", out[100], out[4000]);
  return 0;
}
