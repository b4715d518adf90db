/* histogram -- OpenMP histogram with atomic increments in global memory.

   Real-code pattern: the image/particle histogram of the Rodinia and
   Parboil suites (histo) in its simplest offload form: every thread
   bins its pixel and increments the shared bin with "omp atomic".

   Expected spaces: the pixels and the bins are mapped arrays -> global;
   the increments are atom.global.add.  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define BINS 256

static unsigned
lcg (unsigned *s)
{
  *s = *s * 1664525u + 1013904223u;
  return *s >> 8;
}

int
main (void)
{
  unsigned char *img = malloc (N);
  int *hist = calloc (BINS, sizeof (int));
  long weighted = 0;
  unsigned seed = 12345u;

  /* A deterministic, skewed "image".  */
  for (int i = 0; i < N; i++)
    img[i] = (unsigned char) ((lcg (&seed) % 256 + lcg (&seed) % 64) / 2);

#pragma omp target teams distribute parallel for \
  map(to: img[0:N]) map(tofrom: hist[0:BINS])
  for (int i = 0; i < N; i++)
    {
#pragma omp atomic update
      hist[img[i]]++;
    }

  for (int b = 0; b < BINS; b++)
    weighted += (long) hist[b] * (b + 1);
  printf ("checksum histogram %ld %d\n", weighted, hist[100]);
  free (img);
  free (hist);
  return 0;
}
