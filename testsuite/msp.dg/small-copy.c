/* A memcpy or memmove of a few bytes between pointers of known spaces
   is made loads and stores in those spaces (small-copy.cc), not a call
   of the library's generic byte loop: a row of a matrix in .global
   copied into a private array in the .local frame, whose alignment
   GCC does not know (12 single bytes), and a memmove inside the
   private array, whose alignment it knows (8-byte pieces).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <string.h>

#define NSYS 256
#define K 3

int
main (void)
{
  static float mat[NSYS * K];
  static double out[NSYS];
  for (int i = 0; i < NSYS * K; i++)
    mat[i] = (float) (i % 11);

#pragma acc parallel loop gang vector vector_length(32) \
  copyin(mat) copyout(out)
  for (int s = 0; s < NSYS; s++)
    {
      float a[8];
      double d[5];
      memcpy (a + 1, mat + s * K, K * sizeof (float));
      a[4] = a[5] = s;
      for (int j = 0; j < 5; j++)
	d[j] = a[j + 1] * (s + j);
      memmove (d + 1, d, 4 * sizeof (double));
      out[s] = d[1] + d[2] + d[3] + d[4] + a[1] + a[K];
    }

  for (int s = 0; s < NSYS; s++)
    {
      float a[6] = { 0, mat[s * K], mat[s * K + 1], mat[s * K + 2], s, s };
      double d[5];
      for (int j = 0; j < 5; j++)
	d[j] = a[j + 1] * (s + j);
      if (out[s] != d[0] + d[1] + d[2] + d[3] + a[1] + a[K])
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump "2 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "call\[^\\n\]*mem(cpy|move)," } } */
/* { dg-final { scan-offload-ptx "ld.global.u8" } } */
/* { dg-final { scan-offload-ptx "st.local.u8" } } */
/* { dg-final { scan-offload-ptx "st.local.u64" } } */
