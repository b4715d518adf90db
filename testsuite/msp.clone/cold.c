/* REPORT is cold, and CHECK calls it on a path that
   __builtin_expect makes unlikely: GCC keeps both apart (from -O2
   IPA-CP's report.constprop.0 and check.constprop.0), and ipmsp clones
   them for the calls with the team array.  nvptx has no hot and cold
   sections: GCC makes no foo.cold parts there.  */
/* { dg-options "-fopenmp @OFFLOAD@" } */

#pragma omp declare target
static void __attribute__ ((noinline, cold))
report (int *p, int n, int v)
{
  for (int i = 0; i < n; i++)
    p[i] = v;
}

static void
check (int *p, int n)
{
  for (int i = 0; i < n; i++)
    if (__builtin_expect (p[i] < 0, 0))
      {
	for (int j = 0; j < n; j++)
	  p[j] = -p[j] * 3 + j;
	report (p, n, 1);
      }
}
#pragma omp end declare target

int out[64];

int
main (void)
{
#pragma omp target teams num_teams(2) map(tofrom: out)
  {
    int a[16];
    for (int i = 0; i < 16; i++)
      a[i] = i - (i & 4);
    check (a, 16);
    check (out, 16);
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[16 * __builtin_omp_get_team_num () + t] += a[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: report(\$constprop\$0)?\$msp\$0} } } */
/* { dg-final { scan-offload-ptx "st.shared.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
