/* The result of FIRST_SET_BIT is a number whose bits depend on N only
   through the branch (ipmsp: data mask empty, implicit mask N's).  GCC
   16 then returns "(n >> i) & 1" where the source returns 0 on the edge
   where that bit tested zero, the same value, now a data flow from N.
   The verifier must take the fact's data and implicit masks together
   for a result, and not report it (it did: an internal compiler error
   on HeCBench's ecdh).  The callers of FIRST_SET_BIT are not known
   (the offload link may add code: -Xlinker), so N is unknown.  */
/* { dg-options "-O3 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-Xlinker,-L." } */

#pragma omp declare target
int
first_set_bit (int n)
{
  int i;
  for (i = (sizeof (int) * 8) - 1; i >= 0; --i)
    if ((1 << i) & n)
      return i;
  return 0;
}
#pragma omp end declare target

int
main (void)
{
  int out[64];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 64; i++)
    out[i] = first_set_bit (i * 12345);
  return out[1] != 13;
}

/* { dg-final { scan-offload-ipa-dump "whole device program: no" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "first_set_bit: frame \[a-z|\]+; callers not known" "ipmsp" } } */
