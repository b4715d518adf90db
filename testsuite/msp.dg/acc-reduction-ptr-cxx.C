// acc-reduction-ptr.c in C++: the reduction over addresses in a member
// function of a class, its gang-private array a member.
// { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" }

#include <stdint.h>

struct table
{
  int v[64];
};

int
main ()
{
  int out = 0;
#pragma acc parallel num_gangs(1) num_workers(4) copy(out)
  {
    table t;
    uintptr_t r = 0;
    for (int k = 0; k < 64; k++)
      t.v[k] = k;
#pragma acc loop worker reduction(max:r)
    for (int i = 0; i < 64; i++)
      r = r > (uintptr_t) &t.v[i] ? r : (uintptr_t) &t.v[i];
    out = *reinterpret_cast<int *> (r);
  }
  return out != 63;
}

// { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(OpenACC reduction" "ipmsp" } }
// { dg-final { scan-offload-ptx-times "\tld.u32" 1 } }
