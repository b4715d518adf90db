/* ADD is called from two parallel regions, the outlined bodies that
   libgomp calls back (GOMP_parallel): one passes the team array, the
   other a global array.  The outlined bodies are never cloned (libgomp
   calls them through a pointer); ADD is, for the .shared call.  */
/* { dg-options "-fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static void __attribute__ ((noinline))
add (int *p, int i, int v)
{
  p[i] += v;
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
      a[i] = i;
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      add (a, t, 1);
    }
#pragma omp parallel num_threads(4)
    {
      int t = __builtin_omp_get_thread_num ();
      add (out, 16 * __builtin_omp_get_team_num () + t, a[t]);
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump-times "add is cloned" 1 "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "_omp_fn\[^ \]* is cloned" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.shared.u32" } } */
/* { dg-final { scan-offload-ptx "ld.global.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
