/* The data block of an outlined OpenMP body that only loads its fields
   is read-only while the body runs (gimple/transform/data-block.cc):
   ipmsp marks it so, and msp-early loads the fields the time-step loop
   reads (the arrays' addresses) once, on the entry edge, where GCC
   loaded them again after each barrier (LIM takes the call of
   GOMP_barrier for a store it cannot analyse).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

int
main (void)
{
  static float a[N], b[N];
  int steps = 10, n = N;
  float c = 0.5f;

  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams num_teams(1) map(tofrom: a, b)
#pragma omp parallel
  {
    for (int t = 0; t < steps; t++)
      {
#pragma omp for
	for (int i = 1; i < n - 1; i++)
	  b[i] = c * (a[i - 1] + a[i + 1]);
#pragma omp for
	for (int i = 1; i < n - 1; i++)
	  a[i] = b[i];
      }
  }
  return a[N / 2] <= 0.0f;
}

/* { dg-final { scan-offload-ipa-dump "main._omp_fn.0: data block read-only" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "main._omp_fn.1: data block read-only" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump {main._omp_fn.1: [1-9][0-9]* loads of the data block moved before their loop} "msp-early" } } */
