/* The distance from a gang-private (.shared) array to a global one,
   rebuilt bit by bit under branches and added to the array's address:
   the sum is the global array's address.  At GIMPLE the bits are
   implicit and the access stays generic.  At RTL the rebuilt value has
   several definitions, all offsets (constants and their bitwise or):
   which one reaches the use is what the branches, on pointer bits,
   chose, so it is no offset and msp-rtl leaves the access generic (it
   was ld.shared, SYM + offset).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>

int
main (void)
{
  int out = 0;
  int data[4] = { 1, 2, 3, 4 };
#pragma acc parallel num_gangs(1) copy(out) copyin(data)
  {
    int tile[4] = { 5, 6, 7, 8 };
    uintptr_t t = (uintptr_t) &tile[0];
    uintptr_t d = (uintptr_t) data - t;
    uintptr_t r = 0;
    for (int k = 0; k < 64; k++)
      if (d & (1ul << k))
	r |= 1ul << k;
    out = *(int *) (t + r);
  }
  return out != 1;
}

/* { dg-final { scan-offload-rtl-dump "0 of 1 backend memory references resolved" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
