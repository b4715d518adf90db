/* A declare variant alternative is called only after ompdevlow, in the
   local pipeline after ipmsp, replaces the base function's calls: at
   ipmsp it has no call, but its base is called.  Its callers are not
   known, so its parameter is unknown, not "empty" (which a PHI with a
   global pointer would have made global).  GCC 12 to 14 leave a device
   arch selector to ompdevlow; GCC 15 and 16 resolve it before ipmsp,
   and inline fx: then neither function is called.  Both compute the
   same, so the host fallback, which calls f, agrees.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

void
fx (int *a, int i)
{
  *a = 2 * i;
}

#pragma omp declare variant (fx) match (device={arch(nvptx)})
void
f (int *a, int i)
{
  *a = i + i;
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

/* { dg-final { scan-offload-ipa-dump "fx: frame \[a-z|\]+; callers not known" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump-not "f is dead" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "fx is dead" "ipmsp" { target msp_gcc15 } } } */
