/* hist_shared -- OpenACC privatised histogram: gang-private bins.

   Real-code pattern: the CUDA histogram with a __shared__ sub-histogram
   per block (NVIDIA's histogram256 sample, Parboil histo) written in
   OpenACC: each gang clears a gang-private bin array (GCC places it in
   .shared), its vector lanes add to it atomically, then the gang adds
   its bins to the global histogram atomically.

   Expected spaces: the data and the result -> global (atom.global);
   the private bins -> shared (st.shared, atom.shared).  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define BINS 64
#define CHUNK 4096

int
main (void)
{
  int *data = malloc (N * sizeof (int));
  int *hist = calloc (BINS, sizeof (int));
  long weighted = 0;

  /* Skewed toward the low bins: the smaller of two hashes.  */
  for (int i = 0; i < N; i++)
    {
      int h1 = (int) ((((unsigned) i * 2654435761u) >> 7) % BINS);
      int h2 = (int) ((((unsigned) i * 40503u + 7u) >> 5) % BINS);
      data[i] = h1 < h2 ? h1 : h2;
    }

#pragma acc parallel copyin(data[0:N]) copy(hist[0:BINS]) vector_length(128)
  {
    int bins[BINS];

#pragma acc loop gang private(bins)
    for (int c = 0; c < N / CHUNK; c++)
      {
#pragma acc loop vector
	for (int b = 0; b < BINS; b++)
	  bins[b] = 0;

#pragma acc loop vector
	for (int i = c * CHUNK; i < (c + 1) * CHUNK; i++)
	  {
	    int b = data[i] % BINS;
#pragma acc atomic update
	    bins[b]++;
	  }

#pragma acc loop vector
	for (int b = 0; b < BINS; b++)
	  {
#pragma acc atomic update
	    hist[b] += bins[b];
	  }
      }
  }

  for (int b = 0; b < BINS; b++)
    weighted += (long) hist[b] * (b + 1);
  printf ("checksum hist_shared %ld %d\n", weighted, hist[7]);
  free (data);
  free (hist);
  return 0;
}
