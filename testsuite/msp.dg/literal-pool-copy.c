/* A literal copied onto the frame: expand turns strcpy (buf, "frame!")
   into byte moves from the literal's copy in varasm's constant pool, a
   SYMBOL_REF ($LC0) that the RTL pass meets with no tree behind the MEM.
   GCC 12 to 14 declare the pool's constants .const and address them
   directly (ld.const.u8 [$LC0+1]).  From GCC 15 the backend gives them
   the generic area and declares them .global
   (nvptx_asm_declare_constant_name, PR target/119573); msp-rtl asks the
   backend for the space of the symbol's constant (core/data-area.cc,
   msp_symbol_mask) and the byte loads read with ld.global.u8.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <string.h>

#pragma omp declare target
static int __attribute__ ((noinline))
sum (const char *s)
{
  int n = 0;
  while (*s)
    n += *s++;
  return n;
}

static int __attribute__ ((noinline))
label (int k)
{
  char buf[16];
  strcpy (buf, "frame!");
  buf[0] += k;
  return sum (buf);
}
#pragma omp end declare target

int
main (int argc, char **argv)
{
  int r = 0, k = argc;
#pragma omp target map(from: r) map(to: k)
  r = label (k);
  return r != 586 + argc;
}

/* { dg-final { scan-offload-ptx-function "label" {\tld\.const\.u8\t[^\n]*\[\$LC} { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-function "label" {\tld\.global\.u8\t[^\n]*\+6\]} { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-function-not "label" {\tld\.u8\t} } } */
