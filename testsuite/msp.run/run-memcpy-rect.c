/* omp_target_memcpy_rect (GCC 14): libgomp copies a rectangle of two
   or three dimensions between the host and the device with cuMemcpy2D
   and cuMemcpy3D, their offsets folded into the base addresses.  */
/* { dg-do run { target msp_gcc14 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>

#define X 12
#define Y 10
#define Z 6

int
main (void)
{
  int dev = omp_get_default_device (), host = omp_get_initial_device ();
  static int a[Y][X], b[Y][X], c[Z][Y][X], d[Z][Y][X];
  size_t vol2[2] = { 5, 7 }, src2[2] = { 2, 3 }, dst2[2] = { 4, 1 };
  size_t dim2[2] = { Y, X }, zero2[2] = { 0, 0 };
  size_t vol3[3] = { 3, 4, 5 }, src3[3] = { 1, 2, 3 }, dst3[3] = { 2, 5, 4 };
  size_t dim3[3] = { Z, Y, X }, zero3[3] = { 0, 0, 0 };
  long s2 = 0, s3 = 0;

  for (int y = 0; y < Y; y++)
    for (int x = 0; x < X; x++)
      a[y][x] = y * 100 + x;
  for (int z = 0; z < Z; z++)
    for (int y = 0; y < Y; y++)
      for (int x = 0; x < X; x++)
	c[z][y][x] = z * 10000 + y * 100 + x;

  int *da = (int *) omp_target_alloc (sizeof a, dev);
  int *dc = (int *) omp_target_alloc (sizeof c, dev);
  if (da == NULL || dc == NULL)
    return 1;
  /* Clear the device's arrays, then copy a sub-rectangle to another
     place.  */
  omp_target_memcpy (da, b, sizeof b, 0, 0, dev, host);
  omp_target_memcpy (dc, d, sizeof d, 0, 0, dev, host);
  if (omp_target_memcpy_rect (da, a, sizeof (int), 2, vol2, dst2, src2,
			      dim2, dim2, dev, host)
      || omp_target_memcpy_rect (dc, c, sizeof (int), 3, vol3, dst3, src3,
				 dim3, dim3, dev, host))
    return 2;
#pragma omp target is_device_ptr(da, dc)
  {
    for (int i = 0; i < Y * X; i++)
      da[i] *= 2;
    for (int i = 0; i < Z * Y * X; i++)
      dc[i] += dc[i] != 0;
  }
  /* The whole arrays back.  */
  if (omp_target_memcpy_rect (b, da, sizeof (int), 2, dim2, zero2, zero2,
			      dim2, dim2, host, dev)
      || omp_target_memcpy_rect (d, dc, sizeof (int), 3, dim3, zero3, zero3,
				 dim3, dim3, host, dev))
    return 3;
  for (int y = 0; y < Y; y++)
    for (int x = 0; x < X; x++)
      s2 += b[y][x] * (y * X + x + 1);
  for (int z = 0; z < Z; z++)
    for (int y = 0; y < Y; y++)
      for (int x = 0; x < X; x++)
	s3 += d[z][y][x] % 9973 * (z * Y * X + y * X + x + 1);
  printf ("run-memcpy-rect: %ld %ld\n", s2, s3);
  omp_target_free (da, dev);
  omp_target_free (dc, dev);
  return 0;
}
