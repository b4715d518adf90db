/* The second translation unit of plain-split-omp.c.  */

void
scale (float *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * a[i];
}
