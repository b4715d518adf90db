/* A pointer rebuilt bit by bit under branches: R gets P's bits through
   control flow alone, then a term computed from global pointers (0 at
   run time) is added.  The PHIs that merge the branches take the bits
   of their conditions (resolve.cc, implicit flows), so Q is
   global|shared and stays generic (it was "global": a comparison
   carried no pointer bits, and R looked empty).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>

int
main (void)
{
  int out = 0;
  int data[4] = { 1, 2, 3, 4 };
#pragma acc parallel num_gangs(1) copy(out) copyin(data)
  {
    int x[4] = { 5, 6, 7, 8 };
    int *a = data, *b = data + (out >> 20);
    uintptr_t p = (uintptr_t) &x[out & 3];
    uintptr_t r = 0;
    for (int k = 0; k < 64; k++)
      if (p & (1ul << k))
	r |= 1ul << k;
    int *q = (int *) (r + ((uintptr_t) a - (uintptr_t) b));
    out = *q;
  }
  return out != 5;
}

/* { dg-final { scan-offload-tree-dump "mask q_\[0-9\]+ = global\\|shared" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times "\tld.u32" 1 } } */
