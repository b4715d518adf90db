// A C++ offload image is linked with the C++ runtime when the release
// builds it for nvptx-none: GCC 15's g++ adds -lstdc++ to the offload
// link.  libstdc++ and libsupc++ are installed libraries, whose calls by
// name msp knows (scripts/gen-libnames.sh), so the unit is still the
// whole device program, and DOT, public but called only by the kernel,
// is specialised in place.
// { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" }

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) float
dot (const float *a, const float *b, int n)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
#pragma omp end declare target

int
main ()
{
  float x[N], out[1];
  for (int i = 0; i < N; i++)
    x[i] = i % 3;
#pragma omp target map(to: x) map(from: out)
  out[0] = dot (x, x, N);
  return out[0] == 12345.0f;
}

// { dg-final { scan-offload-ipa-dump "whole device program: yes" "ipmsp" } }
// { dg-final { scan-offload-ipa-dump "dot : changed in argument memory space \\(2 arguments\\)" "ipmsp" } }
// { dg-final { scan-offload-ptx "ld.global.f32" } }
