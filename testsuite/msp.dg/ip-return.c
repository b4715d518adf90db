/* ROW returns a pointer into the global array it is given: the space of
   its result flows back to the caller, whose stores through it are
   st.global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

#pragma omp declare target
__attribute__ ((noinline)) static float *
row (float *base, int r)
{
  return base + r * N;
}
#pragma omp end declare target

int
main (void)
{
  static float a[N * N];
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++)
    {
      float *r = row (a, i);
      for (int j = 0; j < N; j++)
	r[j] = i + j;
    }
  return a[N + 1] != 2.0f;
}

/* { dg-final { scan-offload-ipa-dump "row : return memory space is resolved : 1" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
