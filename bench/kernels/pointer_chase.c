/* pointer_chase -- indirection through device-resident indices and pointers.

   Real-code pattern: unstructured-mesh and graph codes (Rodinia BFS,
   particle-in-cell gathers): a gather through an index array, a linked
   list walked through a "next" index array, and rows reached through an
   array of pointers that a first target region fills with device
   addresses (CUDA's float **rows; cicc's "track-indir-load").

   Expected spaces: every array and every loaded pointer points to mapped
   data -> global.  The loaded pointers (rows[r]) are global only because
   they were stored by device code from mapped addresses: provenance
   through memory, not visible in the reading region by itself.  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 16)
#define ROWS 256
#define COLS (N / ROWS)
#define HOPS 32

int
main (void)
{
  float *val = malloc (N * sizeof (float));
  int *idx = malloc (N * sizeof (int));
  int *next = malloc (N * sizeof (int));
  float *out = malloc (N * sizeof (float));
  float **rows = malloc (ROWS * sizeof (float *));
  float rowsum[ROWS];

  for (int i = 0; i < N; i++)
    {
      val[i] = (float) (i % 17) * 0.5f;
      idx[i] = (int) (((unsigned) i * 40503u) % N);
      next[i] = (int) (((unsigned) i * 69069u + 1u) % N);
    }

#pragma omp target data map(to: val[0:N], idx[0:N], next[0:N]) \
  map(from: out[0:N]) map(alloc: rows[0:ROWS])
  {
    /* Gather, then walk HOPS links of the "list" from each element.  */
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      {
	float s = val[idx[i]];
	int p = i;
	for (int h = 0; h < HOPS; h++)
	  {
	    p = next[p];
	    s += val[p];
	  }
	out[i] = s;
      }

    /* Build an array of device pointers to the rows of OUT.  */
#pragma omp target teams distribute parallel for
    for (int r = 0; r < ROWS; r++)
      rows[r] = &out[r * COLS];

    /* Reduce each row through the pointer array.  */
#pragma omp target teams distribute parallel for map(from: rowsum)
    for (int r = 0; r < ROWS; r++)
      {
	const float *row = rows[r];
	float s = 0.0f;
	for (int c = 0; c < COLS; c++)
	  s += row[c];
	rowsum[r] = s;
      }
  }

  double sum = 0.0;
  for (int r = 0; r < ROWS; r++)
    sum += rowsum[r] * (double) (r % 3 + 1);
  for (int i = 0; i < N; i += 97)
    sum += out[i];
  printf ("checksum pointer_chase %.6e\n", sum);
  free (val);
  free (idx);
  free (next);
  free (out);
  free (rows);
  return 0;
}
