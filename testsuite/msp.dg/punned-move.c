/* A 16-byte memcpy out of a packed struct of floats placed at 8 bytes or
   more is one uint128_t load, and combine (GCC 12) moves its pieces into
   subregs of the float registers: nvptx prints "ld.u32" into a .f32
   register, which ptxas rejects.  Here the array of the team is placed
   at 16 bytes (its elements' size: team-shared.cc), and the global one
   is declared so; msp-rtl makes each such load a load of the float
   (rtl/punned-move.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <string.h>

typedef struct { float x, y, z, w; } __attribute__ ((packed)) f4p;

_Alignas (8) f4p gk[4];
#pragma omp declare target to (gk)

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
      gk[t] = pk[t];
#pragma omp barrier
      f4p tmp = pk[(t + 1) % 4], tmp2 = gk[(t + 2) % 4];
      float f[4], g[4];
      memcpy (f, &tmp, 16);
      memcpy (g, &tmp2, 16);
      out[t] = (long) (f[0] * 1000 + f[1] * 100 + f[2] * 10 + f[3]);
      out[4 + t] = (long) (g[0] * 1000 + g[1] * 100 + g[2] * 10 + g[3]);
    }
  }
  return out[0] != 1234 || out[4] != 2345;
}

/* { dg-final { scan-offload-rtl-dump {main._omp_fn.[0-9]+: [1-9][0-9]* loads and stores of a register's bits through another mode made in its own} "msp-rtl" } } */
/* The third float of the team array's copy, loaded as a float.  */
/* { dg-final { scan-offload-ptx {ld\.shared\.f32\s+%r[0-9]+, \[%r[0-9]+\+8\];} } } */
/* { dg-final { scan-offload-ptx-not {ld\.shared\.u32\s+%r[0-9]+, \[%r[0-9]+\+8\];} } } */
