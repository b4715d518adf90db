/* With IPA-CP off, IPA-SRA removes FILL's unused parameter: from -O2 the
   calls name fill.isra.0 (p, n, v) when ipmsp runs, and ipmsp clones it
   for the team array's call.  GCC 13 to 16 make no IPA-SRA clone in the
   offload compiler here (nor for a parameter passed by reference or an
   unused result): there ipmsp clones FILL itself.  */
/* { dg-options "-fopenmp -fno-ipa-cp @OFFLOAD@" } */

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
#pragma omp target teams num_teams(2) map(tofrom: out) firstprivate(v)
  {
    int a[16];
    fill (a, 16 - v, v * 3, v);
    fill (out, 8 + v, v * 5, v + 1);
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[16 * __builtin_omp_get_team_num () + t] += a[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: fill\$isra\$0\$msp\$0} { target { { ! msp_O1 } && { ! msp_gcc13 } } } } } */
/* { dg-final { scan-offload-ptx {call fill\$isra\$0\$msp\$0, \(%out_arg1, %out_arg2, %out_arg3\);} { target { { ! msp_O1 } && { ! msp_gcc13 } } } } } */
/* { dg-final { scan-offload-ptx {FUNCTION DEF: fill\$msp\$0} { target { msp_O1 || msp_gcc13 } } } } */
/* { dg-final { scan-offload-ptx "st.shared.u32" } } */
