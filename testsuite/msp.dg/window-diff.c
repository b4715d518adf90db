/* An address converted into a state space is the window's offset, not
   the generic address: the difference of the two is the window's base,
   not an offset into the object.  Here msp-early makes the plain loads
   through U loads from .const, and ivopts then writes the address of
   one access as the .const induction variable minus the generic U plus
   U (ivtmp - u_N).  msp's analysis used to look through the conversion
   and take the difference for an offset with no space; a generic access
   built on it would have been copied into .const as the window's
   address plus that difference (a generic address read as a window
   offset).  The difference has the space's bits now, so such an access
   converts its own generic address.  GCC 15 puts the table in .global
   (PR target/119573; const-table.c): no conversion, no window.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

#pragma omp declare target
static const float tab[64] = {
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
  17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
  33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64 };
#pragma omp end declare target

int
main (void)
{
  float out[8];
  int n = 8;
#pragma omp target teams distribute parallel for map(from: out) firstprivate(n)
  for (int j = 0; j < 8; j++)
    {
      uintptr_t u = (uintptr_t) tab + 4 * j;
      float s = 0;
      for (int i = 0; i < n; i++)
	{
	  s += *(const float *) u;
	  s += ((const float (*)[8]) u)[0][i & 1];
	  u += 32;
	}
      out[j] = s;
    }
  for (int j = 0; j < 8; j++)
    {
      float s = 0;
      for (int i = 0; i < 8; i++)
	s += tab[i * 8 + j] + tab[i * 8 + j + (i & 1)];
      if (s != out[j])
	return 1;
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump {mask (_[0-9]+) = const\n.*\n  \1 = ivtmp[^ ]* - u_[0-9]+;} "msp-late" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "ld.const.f32" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
