/* A memcpy stays a call where a pointer may point into two spaces
   (the private array in the .local frame or the .global matrix), or
   where it is too large to be made pieces (17 bytes from an address
   known to be one past an 8-byte boundary, as __builtin_assume_aligned
   says of the 8-byte aligned array: 17 single bytes, and small-copy.cc
   takes at most 16, nor can a run-time test of the alignment ever
   hold), or where only a run-time test of 8-byte alignment would make
   it more than 8 pieces (15 doubles, as pso in bench-real copies), or
   only one of 16 would (17 doubles, romberg's blocks, 16-byte aligned
   one in two): GCC knows no alignment of DATA, yet the copies are not
   put behind a test.  */
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
  static double rows[NSYS * 17];
  const char *data = (const char *) rows;
  for (int i = 0; i < NSYS * K; i++)
    mat[i] = (float) (i % 11);
  for (int i = 0; i < NSYS * 40; i++)
    bytes[i] = (char) i;
  for (int i = 0; i < NSYS * 17; i++)
    rows[i] = i;

#pragma acc parallel loop gang vector vector_length(32) \
  copyin(mat, bytes, data[0:NSYS * 17 * 8]) copyout(out)
  for (int s = 0; s < NSYS; s++)
    {
      float a[K], b[K];
      char c[40];
      double d[15], e[17];
      for (int j = 0; j < K; j++)
	a[j] = j * s;
      const float *from = (s & 1) ? a : mat + s * K;
      memcpy (b, from, 5 * sizeof (float));
      memcpy (c, __builtin_assume_aligned (bytes + 40 * s + 1, 8, 1), 17);
      memcpy (d, data + 120 * (s / 2), 120);
      memcpy (e, data + 136 * (s / 2), 136);
      out[s] = b[0] + b[4] + c[0] + c[16] + d[s % 15] + e[s % 17];
    }

  for (int s = 0; s < NSYS; s++)
    {
      double v = ((s & 1) ? 0 + 4 * s : mat[s * K] + mat[s * K + 4])
		 + (char) (40 * s + 1) + (char) (40 * s + 17)
		 + rows[15 * (s / 2) + s % 15] + rows[17 * (s / 2) + s % 17];
      if (out[s] != v)
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-not "small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-not "put behind an alignment test" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times "call\[^\\n\]*memcpy," 4 } } */
