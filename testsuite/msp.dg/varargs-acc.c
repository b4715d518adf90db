/* Without soft stacks (OpenACC), %stack, the pointer to the unnamed
   arguments of a variadic call, is "cvta.local" of the .local array
   %stack_ar (nvptx_declare_function_name, init_frame): the stores of
   printf's arguments are .local, at their .local address, as frame
   slots are (rtl/addr-space.cc, stack_mask).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>

int
main (void)
{
  int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma acc parallel loop copyin(a)
  for (int i = 0; i < 64; i++)
    printf ("%d %f\n", a[i], (double) i);
  return 0;
}

/* { dg-final { scan-offload-ptx {\tst\.local\.f64\t\[%stack_ar\+8\], %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx {\tst\.local\.u32\t\[%stack_ar\], %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-not {\tst\.[fu][0-9]+\t\[%stack} } } */
