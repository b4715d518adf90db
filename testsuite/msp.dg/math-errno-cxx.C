// C++: std::exp and std::sqrt are GCC's builtins (cmath's using ::exp and
// its inline overloads for float), and become const as in C where no
// code reads errno (gimple/ipa/math-errno.cc).
// { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-lm" }

#include <cmath>

#define N 256
float a[N], b[N];
double c[N];
#pragma omp declare target to(a, b, c)

int
main ()
{
  int m = N;
#pragma omp target teams distribute parallel for map(to: m)
  for (int i = 0; i < m; i++)
    {
      b[i] = std::exp (a[i]);
      c[i] = std::exp (c[i]) + std::sqrt (c[i] + m);
    }
  return b[1] < 0;
}

// { dg-final { scan-offload-ipa-dump "math errno: (__builtin_)?expf is const, no code reads errno" "ipmsp" } }
// { dg-final { scan-offload-ipa-dump "math errno: exp is const, no code reads errno" "ipmsp" } }
