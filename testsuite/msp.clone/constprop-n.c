/* As constprop.c, but each call passes its own constant value and the
   same N: IPA-CP removes N and the unused parameter and keeps P and V
   (fill.constprop.0 (p, v)), and ipmsp clones it for the .shared call
   (an internal error on GCC 13, 15 and 16 at -O3 with -fchecking).  */
/* { dg-options "-fopenmp @OFFLOAD@" } */

#pragma omp declare target
static void __attribute__ ((noinline))
fill (int *p, int n, int unused, int v)
{
  for (int i = 0; i < n; i++)
    p[i] = v;
}
#pragma omp end declare target

int out[64];

int
main (int argc, char **argv)
{
  int v = argc;
#pragma omp target teams num_teams(2) map(from: out) firstprivate(v)
  {
    int a[16];
    fill (a, 16, 0, v);
    fill (out, 16, 0, v + 6);
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[16 * __builtin_omp_get_team_num () + t] += a[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: fill(\$constprop\$0)?\$msp\$0} } } */
/* { dg-final { scan-offload-ptx {call fill(\$constprop\$0)?\$msp\$0, } } } */
/* { dg-final { scan-offload-ptx "st.shared.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
