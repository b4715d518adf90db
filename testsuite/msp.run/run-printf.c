/* printf on the device (newlib's printf, which calls the vprintf the
   CUDA linker supplies): every kind of argument.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

int
main (void)
{
  const char *name = "device";
#pragma omp target map(to: name[0:7])
  {
    char c = 'x';
    short h = -7;
    long l = 1234567890123L;
    double d = 3.25;
    float f = -0.5f;
    printf ("%s %c %hd %d %u %ld %lld\n", name, c, h, -42, 42u, l, -l * 2);
    printf ("[%5d|%-5d|%05d|%+d] [%x %X %o %#x]\n", 42, 42, 42, 42, 255, 255,
	    8, 255);
    printf ("%f %.3e %g %G %a\n", d, d * 1000, (double) f, 1e-10, 1.0);
    printf ("%10.4s| %% |%-8s|\n", "truncated", "left");
  }
  return 0;
}
