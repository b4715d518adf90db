/* The address of a team array made a number by a union or by memcpy
   (the bits of a pointer in an integer or a double) may reach memory
   that other teams or the host read: A and B stay on the soft stack,
   whatever form GCC gives the pun: a conversion of the address, or a
   VIEW_CONVERT_EXPR of the pointer, an SSA name, to a double, which is
   no access through the pointer.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>
#include <string.h>

#define B 64

long gl;
double gd;
float out[B];
#pragma omp declare target to(gl, gd, out)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(B)
  {
    float a[B], b[B];
    union { float *p; long l; } u;
    double d;
    u.p = a;
    gl = u.l;
    float *q = b + omp_get_team_num () % 2;
    memcpy (&d, &q, sizeof d);
    gd = d;
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      a[t] = b[t] = t;
#pragma omp barrier
      out[t] = a[B - 1 - t] + b[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'a' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "placed in .shared" 0 "ipmsp" } } */
