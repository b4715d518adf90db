/* What GCC's fnspecs say the unit's library calls write: frexp writes an
   int computed from its double argument, memset a byte, memcpy a copy
   of the memory its source points to; none stores the pointers it is
   given.  So calls with .local addresses (OpenACC frames) leave the
   memory mask global, and the loaded pointer stays .global.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-lm" } */

#include <math.h>
#include <string.h>

#define N 256

int
main (void)
{
  static double a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i + 0.5;
#pragma acc parallel loop copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    {
      int e;
      double t[4];
      memset (t, 0, sizeof t);
      memcpy (t, &a[i & ~3], sizeof t);
      b[i] = frexp (t[i & 3], &e) + e;
    }
  return b[1] == 12345.0;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "st.global.f64" } } */
