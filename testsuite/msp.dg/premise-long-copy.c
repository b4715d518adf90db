/* An integer loaded from memory and stored again cannot carry a pointer
   outside global memory when memory holds only global ones (the
   induction of unit.cc): the premise holds, and the pointer loaded from
   TABLE is global (one such store broke the premise before).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

/* An integer loaded from memory and stored again cannot carry a pointer
   outside global memory when memory holds only global ones: the premise
   holds, and the pointer loaded from the table is global.  */
#define N 64
#pragma omp declare target
long keys[N], copy[N];
float *table[N];
#pragma omp end declare target

int
main (void)
{
  float out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    {
      copy[i] = keys[i];
      out[i] = *table[i];
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" } } */
/* { dg-final { scan-offload-ptx-not "\tld.f32" } } */
