/* A memcpy stays a call where a pointer may point into two spaces
   (the private array in the .local frame or the .global matrix), or
   where it is too large to be made pieces (17 bytes from an address
   known to be one past an 8-byte boundary, as __builtin_assume_aligned
   says of the 8-byte aligned array: 17 single bytes, and small-copy.cc
   takes at most 16, nor can a run-time test of the alignment ever
   hold).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <string.h>

#define NSYS 256
#define K 9

int
main (void)
{
  static float mat[NSYS * K];
  static char bytes[NSYS * 40] __attribute__ ((aligned (8)));
  static double out[NSYS];
  for (int i = 0; i < NSYS * K; i++)
    mat[i] = (float) (i % 11);
  for (int i = 0; i < NSYS * 40; i++)
    bytes[i] = (char) i;

#pragma acc parallel loop gang vector vector_length(32) \
  copyin(mat, bytes) copyout(out)
  for (int s = 0; s < NSYS; s++)
    {
      float a[K], b[K];
      char c[40];
      for (int j = 0; j < K; j++)
	a[j] = j * s;
      const float *from = (s & 1) ? a : mat + s * K;
      memcpy (b, from, 5 * sizeof (float));
      memcpy (c, __builtin_assume_aligned (bytes + 40 * s + 1, 8, 1), 17);
      out[s] = b[0] + b[4] + c[0] + c[16];
    }

  for (int s = 0; s < NSYS; s++)
    {
      double v = ((s & 1) ? 0 + 4 * s : mat[s * K] + mat[s * K + 4])
		 + (char) (40 * s + 1) + (char) (40 * s + 17);
      if (out[s] != v)
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-not "small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times "call\[^\\n\]*memcpy," 2 } } */
