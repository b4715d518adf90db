/* A memcpy of a constant size whose pointers GCC knows no alignment
   of, and which is too many single-byte pieces (17 bytes or more), is
   put behind a run-time test of that alignment
   (gimple/transform/small-copy.cc): 4-byte pieces in ld.global and
   st.local where the test holds, the call where it does not.  The rows
   of six floats loop distribution makes a memcpy of (stack_acc in
   bench/kernels), and five words read through a cast pointer (crc64 in
   bench-real).  The destinations are known aligned: only the sources
   are tested.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>

#define NSYS 256
#define K 6

int
main (void)
{
  static float mat[NSYS * K * K];
  static unsigned char bytes[NSYS * 24];
  static float out[NSYS];
  for (int i = 0; i < NSYS * K * K; i++)
    mat[i] = (float) (i % 13);
  for (int i = 0; i < NSYS * 24; i++)
    bytes[i] = (unsigned char) (i * 7);
  float *m = mat;
  const unsigned char *data = bytes;

#pragma acc parallel loop gang vector vector_length(32) \
  copyin(m[0:NSYS * K * K], data[0:NSYS * 24]) copyout(out)
  for (int s = 0; s < NSYS; s++)
    {
      float a[K][K + 1];
      uint32_t in[5];
      for (int i = 0; i < K; i++)
	for (int j = 0; j < K; j++)
	  a[i][j] = m[(s * K + i) * K + j];
      for (int i = 0; i < 5; i++)
	in[i] = ((const uint32_t *) (data + 24 * s))[i];
      float t = 0;
      for (int i = 0; i < K; i++)
	t += a[i][i] * a[i][(i + s) % K];
      out[s] = t + (float) (in[s % 5] & 0xff);
    }

  for (int s = 0; s < NSYS; s++)
    {
      float t = 0;
      for (int i = 0; i < K; i++)
	t += mat[(s * K + i) * K + i] * mat[(s * K + i) * K + (i + s) % K];
      const unsigned char *w = bytes + 24 * s + 4 * (s % 5);
      if (out[s] != t + (float) w[0])
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: 2 small copies put behind an alignment test" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: 2 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times "call\[^\\n\]*memcpy," 2 } } */
/* { dg-final { scan-offload-ptx-times "and.b64\t%r\[0-9\]+, %r\[0-9\]+, 3;" 2 } } */
/* { dg-final { scan-offload-ptx-times "st.local.u32\t" 11 } } */
