/* The second translation unit of ip-two-tu.c.  */

#pragma omp declare target
float
dot (const float *a, const float *b, int n)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
#pragma omp end declare target
