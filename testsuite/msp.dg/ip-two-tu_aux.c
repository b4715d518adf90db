/* The second translation unit of ip-two-tu.c.  DOT is not inlined: from
   GCC 13 the offload compile inlines it into the kernel, and the test is
   about the call.  */

#pragma omp declare target
__attribute__ ((noinline)) float
dot (const float *a, const float *b, int n)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
#pragma omp end declare target
