// simt-sink.c in C++: a member function template with a frame array,
// called before an omp simd loop that alone uses its result.
// { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" }

#define N 64
#define M 32

#pragma omp declare target
template <typename T>
struct ring
{
  __attribute__ ((noinline)) T
  pick (T x, int i) const
  {
    T buf[8];
    for (int k = 0; k < 8; k++)
      buf[(k + i) & 7] = x + k;
    return buf[i & 7];
  }
};
#pragma omp end declare target

int
main ()
{
  float a[N], out[N * M];
  int flag = 1;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: out) firstprivate(flag)
  for (int j = 0; j < N; j++)
    {
      ring<float> r;
      float v = r.pick (a[j], j);
#pragma omp simd
      for (int i = 0; i < M; i++)
	if (flag)
	  out[j * M + i] = v * i;
    }
  return out[1] == 12345.0f;
}

// { dg-final { scan-offload-ipa-dump "pick\[.a-z\]*: frame global\\|local" "ipmsp" } }
