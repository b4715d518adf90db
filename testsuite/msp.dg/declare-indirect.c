/* declare target indirect (GCC 14): the offload compiler turns every
   indirect call into a call through the device address that libgomp's
   GOMP_target_map_indirect_ptr looks up for the host's function address
   (omp-offload.cc, execute_omp_device_lower), so TWICE and THRICE are
   called from code msp does not see: their parameter keeps its unknown
   space (generic loads), however global the kernel's arguments.  */
/* { dg-do link { target msp_gcc14 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 64

#pragma omp begin declare target indirect
__attribute__ ((noinline)) int
twice (const int *p, int i)
{
  return 2 * p[i];
}

__attribute__ ((noinline)) int
thrice (const int *p, int i)
{
  return 3 * p[i];
}
#pragma omp end declare target

int
main (void)
{
  int a[N], out[N];
  int (*fn) (const int *, int) = twice;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(to: a) map(from: out) firstprivate(fn)
  for (int i = 0; i < N; i++)
    out[i] = fn (a, i);
  return out[1] != 2;
}

/* { dg-final { scan-offload-ptx "GOMP_target_map_indirect_ptr, " } } */
/* { dg-final { scan-offload-ptx-function twice "\tld.u32" } } */
/* { dg-final { scan-offload-ptx-function thrice "\tld.u32" } } */
