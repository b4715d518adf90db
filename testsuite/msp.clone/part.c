/* GET has a fast path that partial inlining (ipa-split, on the host)
   inlines into its callers, and a body it makes get.part.0: from -O2
   ipmsp clones get.part.0 for the call with the team array.  At -O3
   GET is inlined whole.  */
/* { dg-options "-fopenmp @OFFLOAD@" } */

#pragma omp declare target
static int
get (int *p, int n)
{
  if (__builtin_expect (n <= 0, 1))
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += p[(i * j) & 15] * p[(i + j) & 15] + (s >> 3);
  for (int i = 0; i < n; i++)
    p[i & 15] = s + i;
  return s;
}
#pragma omp end declare target

int out[64];

int
main (int argc, char **argv)
{
  int n = argc + 15;
#pragma omp target teams num_teams(2) map(tofrom: out) firstprivate(n)
  {
    int a[16];
    for (int i = 0; i < 16; i++)
      a[i] = i;
    out[__builtin_omp_get_team_num ()] = get (a, n) + get (out + 32, n);
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      out[16 * __builtin_omp_get_team_num () + t] += a[t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: get\$part\$0\$msp\$0} { target msp_O2 } } } */
/* { dg-final { scan-offload-ptx {call \(%value_in\), get\$part\$0\$msp\$0, } { target msp_O2 } } } */
/* { dg-final { scan-offload-ptx "ld.shared.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
