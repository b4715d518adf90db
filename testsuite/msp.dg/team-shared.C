// Team arrays in C++: a template whose target body declares the tile, a
// class with a constructor as element (its constructor and the member
// function the region calls take the element's address: msp follows
// "this" into them), and a lambda in the parallel region.
// { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" }

#include <omp.h>

struct acc
{
  float s;
  int n;
  acc () : s (0), n (0) {}
  __attribute__ ((noinline)) void add (float x) { s += x; n++; }
};

template <typename T, int B>
void
scale (const T *in, T *out, int n)
{
#pragma omp target teams num_teams(n / B) thread_limit(B) map(to: in[0:n]) map(from: out[0:n])
  {
    T tile[B];
    acc sums[4];
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      int g = omp_get_team_num () * B + t;
      auto load = [&] (int i) { return tile[(i + 1) % B]; };
      tile[t] = in[g];
#pragma omp barrier
      out[g] = load (t);
      if (t < 4)
	sums[t].add (tile[t]);
    }
  }
}

int
main ()
{
  static float in[1024], out[1024];
  scale<float, 128> (in, out, 1024);
  return out[0] != 0.0f;
}

// { dg-final { scan-offload-ipa-dump "'tile' \\(512 bytes\\) placed in .shared" "ipmsp" } }
// { dg-final { scan-offload-ipa-dump "'sums' \\(32 bytes\\) placed in .shared" "ipmsp" } }
// { dg-final { scan-offload-ptx {st\.shared\.f32} } }
// { dg-final { scan-offload-ptx {ld\.shared\.f32} } }
// { dg-final { scan-offload-ptx-census "^generic=0 " } }
