/* stack_omp -- automatic arrays inside an OpenMP kernel.

   Real-code pattern: per-thread small work arrays (a local sort window
   of a median filter, the per-cell state vector of a chemistry or EOS
   kernel) declared inside the target loop and indexed with run-time
   indices, so they stay in memory rather than in registers.

   Expected spaces: under OpenMP the offload code is compiled with
   -msoft-stack: the arrays live on the per-warp soft stack that libgomp
   allocates in global memory -> global (NOT local: cicc's "alloca is
   local" rule is wrong here).  The image -> global.  */

#include <stdio.h>
#include <stdlib.h>

#define NX 512
#define NY 256
#define R 2
#define WIN ((2 * R + 1) * (2 * R + 1))

int
main (void)
{
  int *img = malloc (NX * NY * sizeof (int));
  int *med = malloc (NX * NY * sizeof (int));

  for (int i = 0; i < NX * NY; i++)
    img[i] = (int) (((unsigned) i * 2246822519u) >> 24);

#pragma omp target teams distribute parallel for collapse(2) \
  map(to: img[0:NX * NY]) map(from: med[0:NX * NY])
  for (int y = 0; y < NY; y++)
    for (int x = 0; x < NX; x++)
      {
	int win[WIN];
	int n = 0;
	/* Gather the clamped window.  */
	for (int dy = -R; dy <= R; dy++)
	  for (int dx = -R; dx <= R; dx++)
	    {
	      int yy = y + dy < 0 ? 0 : y + dy >= NY ? NY - 1 : y + dy;
	      int xx = x + dx < 0 ? 0 : x + dx >= NX ? NX - 1 : x + dx;
	      win[n++] = img[yy * NX + xx];
	    }
	/* Insertion sort: data-dependent indices keep WIN in memory.  */
	for (int i = 1; i < WIN; i++)
	  {
	    int v = win[i], j = i - 1;
	    while (j >= 0 && win[j] > v)
	      {
		win[j + 1] = win[j];
		j--;
	      }
	    win[j + 1] = v;
	  }
	med[y * NX + x] = win[WIN / 2];
      }

  long sum = 0;
  for (int i = 0; i < NX * NY; i++)
    sum += (long) med[i] * (i % 13 + 1);
  printf ("checksum stack_omp %ld\n", sum);
  free (img);
  free (med);
  return 0;
}
