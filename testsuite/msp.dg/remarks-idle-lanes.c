/* A loop partitioned across OpenMP threads without 'simd' runs one
   iteration per warp (GCC runs an OpenMP thread per warp, and only simd
   loops across its lanes): msp says so at the loop's body, where simd
   would be allowed, and says why a simd loop GCC does not run across
   the lanes (collapse(2)) does the same; not for simd loops in SIMT
   regions, loops that call functions or enter OpenMP constructs,
   dynamic schedules, or distribute alone.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-remarks=missed" } */
/* The releases differ in the accesses that stay generic (GCC 14 and 15
   copy the mapped arrays' blocks with memcpy); not this test's
   business.  */
/* { dg-prune-output "stays generic" } */

#define N 4096

#pragma omp declare target
__attribute__ ((noinline)) static float
twice (float x)
{
  return 2.0f * x;
}
#pragma omp end declare target

float a[N], b[N], c[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = i;
      b[i] = 2 * i;
    }

#pragma omp target teams distribute parallel for map(to: a, b) map(from: c)
  for (int i = 0; i < N; i++)
    c[i] = a[i] + b[i]; /* { dg-message "missed: loop partitioned across OpenMP threads runs one iteration per warp" } */

#pragma omp target teams distribute parallel for simd map(to: a, b) map(tofrom: c)
  for (int i = 0; i < N; i++)
    c[i] += a[i] * b[i]; /* { dg-bogus "per warp" } */

#pragma omp target teams distribute parallel for simd collapse(2) map(tofrom: c)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      c[i * 64 + j] += 1.0f; /* { dg-message "missed: simd loop runs one iteration per warp at a time: GCC runs a simd loop across the warp's 32 lanes only with collapse\\(1\\) and a safelen above 1" } */

#pragma omp target teams distribute parallel for schedule(static, 4) map(tofrom: c)
  for (int i = 0; i < N; i++)
    c[i] -= 1.0f; /* { dg-message "missed: loop partitioned" } */

#pragma omp target teams distribute parallel for map(tofrom: c)
  for (int i = 0; i < N; i++)
    c[i] = twice (c[i]); /* { dg-bogus "per warp" } */

#pragma omp target teams distribute parallel for map(tofrom: c) map(to: a)
  for (int i = 0; i < 64; i++)
    {
#pragma omp simd
      for (int j = 0; j < 64; j++)
	c[i * 64 + j] += a[j]; /* { dg-bogus "per warp" } */
    }

  float sum = 0.0f;
#pragma omp target teams distribute parallel for map(to: c) map(tofrom: sum)
  for (int i = 0; i < N; i++)
    {
#pragma omp critical
      sum += c[i]; /* { dg-bogus "per warp" } */
    }

#pragma omp target teams distribute map(tofrom: c)
  for (int i = 0; i < N; i++)
    c[i] *= 0.5f; /* { dg-bogus "per warp" } */

#pragma omp target map(tofrom: c)
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < N; i++)
    c[i] += 2.0f; /* { dg-bogus "per warp" } */

  return c[1] == 0.0f && sum < 0.0f;
}
