// The second translation unit of plain-split-acc.C.

void
shift (float *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1.0f;
}
