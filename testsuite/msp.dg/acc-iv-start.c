/* An induction variable of an inner loop that starts at a constant
   offset into an automatic array (ivopts: ivtmp = (unsigned long)
   &MEM[&a + 24B]) has its .local copy made from the array's address
   plus the offset, which no loop changes, not from the induction
   variable: RTL's loop-invariant motion then moves the conversion out
   of the outer loop, where it would otherwise run on each of its
   iterations.  The memcpy of a row keeps the generic induction
   variable live.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <string.h>

#define NSYS 256
#define K 6

int
main (void)
{
  static float mat[NSYS * K * K], rhs[NSYS * K], out[NSYS * K];
  for (int i = 0; i < NSYS * K * K; i++)
    mat[i] = (float) (i % 11);
  for (int i = 0; i < NSYS * K; i++)
    rhs[i] = (float) (i % 7);

#pragma acc parallel loop gang vector vector_length(32) \
  copyin(mat, rhs) copyout(out)
  for (int s = 0; s < NSYS; s++)
    {
      float a[K][K + 1];
      for (int i = 0; i < K; i++)
	{
	  for (int j = 0; j < K; j++)
	    a[i][j] = mat[(s * K + i) * K + j];
	  a[i][K] = rhs[s * K + i];
	}
      for (int i = 0; i < K; i++)
	{
	  float v = 0;
	  for (int j = 0; j <= K; j++)
	    v += a[i][j] * (float) (j + 1);
	  out[s * K + i] = v;
	}
    }

  for (int s = 0; s < NSYS; s++)
    for (int i = 0; i < K; i++)
      {
	float v = 0;
	for (int j = 0; j < K; j++)
	  v += mat[(s * K + i) * K + j] * (float) (j + 1);
	v += rhs[s * K + i] * (float) (K + 1);
	if (out[s * K + i] != v)
	  __builtin_abort ();
      }
  return 0;
}

/* The row's .local copy: the array's copy (plus 24), not a conversion
   of the induction variable (GCC 12 to 14 start it at
   &MEM[&a + 24B], GCC 15 and 16 at (unsigned long) &a + 24).  */
/* { dg-final { scan-offload-tree-dump "= \\(float\\\[6\\\]\\\[7\\\] \\*\\) \\(&a\\);" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.local.f32" } } */
