// C++ names the result: FILL's R is the caller's return slot (NRV in the
// front end), here the gang-private S in .shared memory.  A pointer into
// it points where the caller chose, not into FILL's .local frame (it was
// given .local before: a miscompile).
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 64

struct vec8 { float v[8]; };

#pragma acc routine seq
__attribute__ ((noinline)) static vec8
fill (float x, int k)
{
  vec8 r;
  float *p = r.v;
  for (int i = 0; i < 8; i++)
    p[(i + k) & 7] = x + i;
  return r;
}

int
main ()
{
  static float out[N];
#pragma acc parallel copyout(out) num_gangs(N) vector_length(32)
  {
    vec8 s;
#pragma acc loop gang private(s)
    for (int t = 0; t < N; t++)
      {
	s = fill (t, t);
	out[t] = s.v[t & 7];
      }
  }
  return out[3] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "fill: 0 of 1 memory references resolved" "msp-early" } } */
/* { dg-final { scan-offload-ptx-not "st.local.f32" } } */
/* { dg-final { scan-offload-ptx "\tst.f32" } } */
