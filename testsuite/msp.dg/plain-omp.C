// The plain line with C++ (cc1plus, g++): msp in the host compiler hands
// itself on, and the offload compiler qualifies the accesses of a
// template's target region.
// { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-dump" }

#define N 1024

template <typename T>
struct scaler
{
  T factor;

  void
  apply (const T *in, T *out, int n) const
  {
    T f = factor;
#pragma omp target teams distribute parallel for map(to: in[0:n]) \
  map(from: out[0:n])
    for (int i = 0; i < n; i++)
      out[i] = f * in[i];
  }
};

int
main ()
{
  static float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  scaler<float> s = { 2.0f };
  s.apply (a, b, N);
  return b[3] != 6.0f;
}

// { dg-final { offload-dump-exists t msp-early } }
// { dg-final { scan-offload-ptx "ld.global.f32" } }
// { dg-final { scan-offload-ptx "st.global.f32" } }
// { dg-final { scan-offload-ptx-census "^generic=0 " } }
