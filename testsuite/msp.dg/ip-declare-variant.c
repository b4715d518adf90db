/* A declare variant alternative is called only after ompdevlow, in the
   local pipeline after ipmsp, replaces the base function's calls: at
   ipmsp it has no call, but its address is referred to.  Its callers are
   not known, so its parameter is unknown, not "empty" (which a PHI with
   a global pointer would have made global).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

void
fx (int *a, int i)
{
  *a = 2 * i;
}

#pragma omp declare variant (fx) match (construct={target})
void
f (int *a, int i)
{
  *a = i;
}

int
main (void)
{
  int a[N];
#pragma omp target map(from: a)
  for (int i = 0; i < N; i++)
    f (&a[i], i);
  return a[3] != 6;
}

/* { dg-final { scan-offload-ipa-dump "fx: frame \[a-z|\]+; callers not known" "ipmsp" } } */
