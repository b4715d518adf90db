// A function template and a member function, called with a team array
// (.shared) and with global data, with constants that IPA-CP propagates
// from -O2 (fill<int>.constprop.0, S::set.constprop.0): ipmsp clones
// those clones for the .shared calls.  At -O3 GCC 12 to 15 make an
// IPA-CP clone of S::set per call, and the one the team array's call
// names is specialised in place.
/* { dg-options "-fopenmp @OFFLOAD@" } */

template <typename T>
__attribute__ ((noinline)) void
fill (T *p, int n, int unused, T v)
{
  for (int i = 0; i < n; i++)
    p[i] = v;
}

struct S
{
  __attribute__ ((noinline)) void
  set (int *p, int v)
  {
    for (int i = 0; i < n; i++)
      p[i] = v + k;
  }
  int n, k;
};

int out[64];

int
main ()
{
#pragma omp target teams num_teams(2) map(tofrom: out)
  {
    int a[16];
    fill (a, 16, 0, 7);
    fill (out, 16, 0, 7);
    S s = { 16, 1 };
    s.set (a, 3);
    s.set (out + 16, 4);
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[16 * __builtin_omp_get_team_num () + t] += a[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: _Z4fillIiEvPT_iiS0_(\$constprop\$0)?\$msp\$0} } } */
/* { dg-final { scan-offload-ptx {FUNCTION DEF: _ZN1S3setEPii(\$constprop\$0)?\$msp\$0} { target { ! msp_O3 } } } } */
/* { dg-final { scan-offload-ptx {FUNCTION DEF: _ZN1S3setEPii\$(constprop\$0\$msp\$0|constprop\$1)\M} { target msp_O3 } } } */
/* { dg-final { scan-offload-ptx "st.shared.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
