/* -fplugin-arg-msp-warnings=0 silences msp's warnings, as cicc's
   no-warnings modes do; the access stays generic all the same.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-warnings=0" } */

#define N 64

#pragma omp declare target
static const int ctab[N] = { 1, 2, 3 };
#pragma omp end declare target

int
main (void)
{
  int out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = __atomic_fetch_add ((int *) &ctab[i], 1, __ATOMIC_RELAXED);
  return out[1] != 2;
}

/* { dg-final { scan-offload-ptx-not "atom.const" } } */
