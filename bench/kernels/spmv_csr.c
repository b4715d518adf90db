/* spmv_csr -- OpenACC sparse matrix-vector product, CSR format.

   Real-code pattern: the SpMV at the heart of HPCG / AmgX-style solvers
   in OpenACC: one gang (or worker) per row, a vector reduction over the
   row's nonzeros, the column index array used to gather from x.

   Expected spaces: row_ptr, col, val, x, y are copyin/copyout arrays
   -> global, including the gather x[col[j]] (an index, not a pointer,
   comes from memory: the base x keeps its provenance).  */

#include <stdio.h>
#include <stdlib.h>

#define ROWS (1 << 16)
#define NNZ_ROW 16
#define NNZ (ROWS * NNZ_ROW)

int
main (void)
{
  int *row_ptr = malloc ((ROWS + 1) * sizeof (int));
  int *col = malloc (NNZ * sizeof (int));
  float *val = malloc (NNZ * sizeof (float));
  float *x = malloc (ROWS * sizeof (float));
  float *y = malloc (ROWS * sizeof (float));

  /* A banded matrix with a few far-off entries; rows of varying length
     (between NNZ_ROW / 2 and NNZ_ROW nonzeros).  */
  int nz = 0;
  for (int r = 0; r < ROWS; r++)
    {
      int len = NNZ_ROW / 2 + r % (NNZ_ROW / 2 + 1);
      row_ptr[r] = nz;
      for (int k = 0; k < len; k++)
	{
	  col[nz] = (r + k * k * 37) % ROWS;
	  val[nz] = (float) ((r + k) % 5 - 1);
	  nz++;
	}
    }
  row_ptr[ROWS] = nz;
  for (int i = 0; i < ROWS; i++)
    x[i] = (float) (i % 8);

#pragma acc parallel loop gang worker num_workers(8) vector_length(32) \
  copyin(row_ptr[0:ROWS + 1], col[0:nz], val[0:nz], x[0:ROWS]) \
  copyout(y[0:ROWS])
  for (int r = 0; r < ROWS; r++)
    {
      float s = 0.0f;
#pragma acc loop vector reduction(+: s)
      for (int j = row_ptr[r]; j < row_ptr[r + 1]; j++)
	s += val[j] * x[col[j]];
      y[r] = s;
    }

  double sum = 0.0;
  for (int i = 0; i < ROWS; i++)
    sum += y[i] * (double) (i % 7 + 1);
  printf ("checksum spmv_csr %.6e\n", sum);
  free (row_ptr);
  free (col);
  free (val);
  free (x);
  free (y);
  return 0;
}
