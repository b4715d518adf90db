/* A chain A -> B -> C of local device functions, all called with the
   kernel's global array: the space of the array flows through the
   parameters to C (stage 1 of ipmsp, specialisation in place), whose
   loads are ld.global.  No clone is needed.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
c3 (const float *p, int i)
{
  return p[i] * 2.0f;
}

__attribute__ ((noinline)) static float
b2 (const float *p, int i)
{
  return c3 (p, i) + c3 (p, i + 1);
}

__attribute__ ((noinline)) static float
a1 (const float *p, int i)
{
  return b2 (p, i) + 1.0f;
}
#pragma omp end declare target

int
main (void)
{
  float in[N + 1], out[N];
  for (int i = 0; i <= N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = a1 (in, i);
  return out[1] != 11.0f;
}

/* { dg-final { scan-offload-ipa-dump "Initial work list size : 3" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "c3 : changed in argument memory space \\(1 arguments\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "0 clones made" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "c3: 1 of 1 memory references resolved \\(global 1," "msp-late" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
