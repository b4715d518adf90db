/* Gaussian elimination with partial pivoting in a private (.local)
   array: the pivot row P is chosen by comparing values loaded from
   memory, so its implicit mask holds the memory mask (global), and the
   swap addresses a[p][j] through an integer induction variable that
   ivopts makes of the array's address plus P's multiple.  An integer
   computed from one pointer by adding numbers that hold no bits of its
   space points into that space: every access stays .local (before, the
   implicit global bits made the swap's accesses global|local, left
   generic).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define NSYS 1024
#define K 6

int
main (void)
{
  static float mat[NSYS * K * K], sol[NSYS * K];
  for (int i = 0; i < NSYS * K * K; i++)
    mat[i] = (i % 7) - 3.0f;
#pragma acc parallel loop copyin(mat) copyout(sol)
  for (int s = 0; s < NSYS; s++)
    {
      float a[K][K];
      for (int i = 0; i < K; i++)
	for (int j = 0; j < K; j++)
	  a[i][j] = mat[(s * K + i) * K + j];
      for (int c = 0; c < K; c++)
	{
	  int p = c;
	  for (int i = c + 1; i < K; i++)
	    if (__builtin_fabsf (a[i][c]) > __builtin_fabsf (a[p][c]))
	      p = i;
	  for (int j = c; j < K; j++)
	    {
	      float t = a[c][j];
	      a[c][j] = a[p][j];
	      a[p][j] = t;
	    }
	}
      for (int i = 0; i < K; i++)
	sol[s * K + i] = a[i][i];
    }
  return sol[1] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: (\[0-9\]+) of \\1 memory references resolved" "msp-late" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
