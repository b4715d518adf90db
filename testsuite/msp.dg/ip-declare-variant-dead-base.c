/* A declare variant base function that the offload unit never calls
   (only the host calls f; the target region calls the variant fx by
   its name) makes no call of its variant: ompdevlow replaces calls of
   the base, in their callers (omp_resolve_declare_variant).  So fx's
   callers are all known, its parameter is global and it stores with
   st.global, and f is dead.  ip-declare-variant.c has the base called.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

#pragma omp declare target
void __attribute__ ((noinline))
fx (int *a, int i)
{
  *a = 2 * i;
}

#pragma omp declare variant (fx) match (construct={target})
void __attribute__ ((noinline))
f (int *a, int i)
{
  *a = i;
}
#pragma omp end declare target

int
main (void)
{
  int a[N], b[N];
#pragma omp target map(from: a)
  for (int i = 0; i < N; i++)
    fx (&a[i], i);
  for (int i = 0; i < N; i++)
    f (&b[i], i);
  return a[3] != 6 || b[3] != 3;
}

/* { dg-final { scan-offload-ipa-dump "f is dead" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "fx: frame \[a-z|\]+\n" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-not "fx: frame \[a-z|\]+; callers not known" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "fx" {\tst\.global\.u32\t} } } */
