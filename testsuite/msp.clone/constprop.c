/* FILL is called with a team array (.shared) and a global array, with
   the same constant N and a constant in the parameter it does not use:
   from -O2, IPA-CP replaces it with fill.constprop.0, whose calls
   already name it when ipmsp runs, and ipmsp clones that clone for the
   .shared call.  The call must only change its callee: with
   -fchecking, cgraph_edge::redirect_call_stmt_to_callee asserted that
   the statement's callee had no parameter adjustments (an internal
   error on GCC 12 to 16).  */
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
main (void)
{
#pragma omp target teams num_teams(2) map(from: out)
  {
    int a[16];
    fill (a, 16, 0, 7);
    fill (out, 16, 0, 7);
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[16 * __builtin_omp_get_team_num () + t] += a[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: fill\$constprop\$0\$msp\$0} { target { ! msp_O1 } } } } */
/* { dg-final { scan-offload-ptx {call fill\$constprop\$0\$msp\$0, \(%out_arg1\);} { target { ! msp_O1 } } } } */
/* { dg-final { scan-offload-ptx {call fill\$msp\$0, \(%out_arg1, %out_arg2, %out_arg3, %out_arg4\);} { target msp_O1 } } } */
/* { dg-final { scan-offload-ptx "st.shared.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
