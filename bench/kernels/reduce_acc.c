/* reduce_acc -- OpenACC gang/worker/vector reductions.

   Real-code pattern: the norm and energy sums of OpenACC mini-apps
   (miniWeather's mass/energy totals, CloverLeaf's field_summary): a
   reduction over a 2D field with "parallel loop gang reduction(+:)" and
   an inner "loop vector reduction(+:)", plus an integer count.

   Expected spaces: copyin arrays -> global; GCC's worker/vector reduction
   scratch (__oacc_bcast, __reduction_lock, worker_red) -> shared, already
   symbol-based; the gang combine goes through the copied-out scalar ->
   global.  Inputs are small integers: the sums are exact.  */

#include <stdio.h>
#include <stdlib.h>

#define NX 1024
#define NY 512

int
main (void)
{
  float *rho = malloc (NX * NY * sizeof (float));
  float *e = malloc (NX * NY * sizeof (float));
  double mass = 0.0, energy = 0.0;
  int hot = 0;

  for (int j = 0; j < NY; j++)
    for (int i = 0; i < NX; i++)
      {
	rho[j * NX + i] = (float) ((i + 3 * j) % 11);
	e[j * NX + i] = (float) ((5 * i + j) % 9 - 4);
      }

#pragma acc parallel loop gang worker num_workers(4) vector_length(32) \
  copyin(rho[0:NX * NY], e[0:NX * NY]) \
  reduction(+: mass, energy, hot)
  for (int j = 0; j < NY; j++)
    {
      double m = 0.0, en = 0.0;
      int h = 0;
#pragma acc loop vector reduction(+: m, en, h)
      for (int i = 0; i < NX; i++)
	{
	  float r = rho[j * NX + i];
	  m += r;
	  en += r * e[j * NX + i];
	  h += e[j * NX + i] > 2.0f;
	}
      mass += m;
      energy += en;
      hot += h;
    }

  printf ("checksum reduce_acc %.6e %.6e %d\n", mass, energy, hot);
  free (rho);
  free (e);
  return 0;
}
