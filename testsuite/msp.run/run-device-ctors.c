/* Device constructors and destructors (GCC 15): libgomp's plugin
   launches the image's __do_global_ctors__entry kernel when it loads
   the image, and __do_global_dtors__entry when it unloads it at exit,
   each a grid of one thread with its own soft stack (the "__mgomp"
   variants, through kernelParams).  */
/* { dg-do run { target msp_gcc15 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

#pragma omp begin declare target
int counter = 1;
int table[8];

__attribute__ ((constructor)) static void
init_counter (void)
{
  counter *= 7;
}

__attribute__ ((constructor)) static void
init_table (void)
{
  for (int i = 0; i < 8; i++)
    table[i] = i * i;
}

__attribute__ ((destructor)) static void
fini (void)
{
  counter = 0;
}
#pragma omp end declare target

int
main (void)
{
  int c = 0, s = 0;
#pragma omp target map(from: c, s)
  {
    c = counter;
    for (int i = 0; i < 8; i++)
      s += table[i];
  }
  printf ("run-device-ctors: %d %d\n", c, s);
  return 0;
}
