/* punned-move.c's team array, run (rtl/punned-move.cc): with msp, the
   copies of its packed float4 elements, placed at 16 bytes, are loaded
   as floats, not as integers into float registers.  Each build must
   print what the host fallback prints.  msp.dg/punned-move.c compiles
   this body with PUNNED_GLOBAL defined, which adds a global array
   declared _Alignas (8); it is left out here: GCC 12 alone emits the
   integer loads for it, which ptxas rejects.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <string.h>

typedef struct { float x, y, z, w; } __attribute__ ((packed)) f4p;

#ifdef PUNNED_GLOBAL
_Alignas (8) f4p gk[4];
#pragma omp declare target to (gk)
#endif

int
main (void)
{
  long out[8] = { 0 };

#pragma omp target map(tofrom: out)
  {
    f4p pk[4];
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      pk[t].x = t;
      pk[t].y = t + 1;
      pk[t].z = t + 2;
      pk[t].w = t + 3;
#ifdef PUNNED_GLOBAL
      gk[t] = pk[t];
#define SECOND gk
#else
#define SECOND pk
#endif
#pragma omp barrier
      f4p tmp = pk[(t + 1) % 4], tmp2 = SECOND[(t + 2) % 4];
      float f[4], g[4];
      memcpy (f, &tmp, 16);
      memcpy (g, &tmp2, 16);
      out[t] = (long) (f[0] * 1000 + f[1] * 100 + f[2] * 10 + f[3]);
      out[4 + t] = (long) (g[0] * 1000 + g[1] * 100 + g[2] * 10 + g[3]);
    }
  }
  for (int i = 0; i < 8; i++)
    __builtin_printf ("%ld\n", out[i]);
  return out[0] != 1234 || out[4] != 2345;
}
