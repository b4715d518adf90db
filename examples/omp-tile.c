/* omp-tile.c -- an OpenMP offload example for "make demo".

   A 1D convolution through a tile that each team declares outside its
   parallel region, the OpenMP spelling of CUDA's __shared__ tile: msp
   moves the tile from the team master's soft stack into .shared memory
   (doc/msp.texi, "Team arrays"), the input and output stay global.  */

#include <omp.h>
#include <stdio.h>

#define N 8192
#define B 256
#define R 3

int
main (void)
{
  static float in[N], out[N];

  for (int i = 0; i < N; i++)
    in[i] = (float) (i % 29);

#pragma omp target teams num_teams(N / B) thread_limit(B) \
	map(to: in) map(from: out)
  {
    float tile[B + 2 * R];
#pragma omp parallel
    {
      /* Each thread fills and computes every NTH element: the team may
	 have fewer threads than the tile has elements (GCC's nvptx
	 libgomp runs a thread a warp).  */
      int nth = omp_get_num_threads (), base = omp_get_team_num () * B;
      for (int t = omp_get_thread_num (); t < B; t += nth)
	{
	  int g = base + t;
	  tile[t + R] = in[g];
	  if (t < R)
	    {
	      tile[t] = g >= R ? in[g - R] : 0.0f;
	      tile[t + B + R] = g + B < N ? in[g + B] : 0.0f;
	    }
	}
#pragma omp barrier
      for (int t = omp_get_thread_num (); t < B; t += nth)
	{
	  float s = 0.0f;
	  for (int k = -R; k <= R; k++)
	    s += tile[t + R + k];
	  out[base + t] = s / (2 * R + 1);
	}
    }
  }

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += out[i];
  printf ("omp-tile: checksum %.3f\n", sum);
  return 0;
}
