/* String literals the ways a program can hide them: a phi with a frame
   buffer, an integer, a double's bits, a xor, a table on the frame,
   newlib's strchr into a literal, a wide literal, __func__.  GCC 12 to
   14 place literals in .const, GCC 15 on declares them .global
   (core/data-area.cc, msp_constant_mask): every access through them must
   read what the host fallback reads, in the space the executor finds
   them in.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <wchar.h>
union pun { const char *p; double d; uint64_t u; };
#pragma omp declare target
static const char *pick (int k, const char *local)
{
  return (k & 1) ? "odd-literal" : local;
}
static int __attribute__ ((noinline))
sum (const char *s)
{
  int n = 0;
  while (*s)
    n += *s++;
  return n;
}
#pragma omp end declare target
int main (void)
{
  long res[16] = {0};
  #pragma omp target map(tofrom: res)
  {
    char buf[16];
    strcpy (buf, "frame!");
    uintptr_t bits[4];
    bits[0] = (uintptr_t) "bits-literal";
    bits[1] = (uintptr_t) buf;
    union pun u; u.p = "union-literal";
    double dd = u.d;
    union pun v; v.d = dd;
    for (int k = 0; k < 4; k++)
      res[k] = sum (pick (k, buf));
    res[4] = sum ((const char *) bits[0]) + sum ((const char *) bits[1]);
    res[5] = sum (v.p);
    const char *c = strchr ("find-the-x-here", 'x');
    res[6] = sum (c);
    res[7] = strlen (L"wide" == 0 ? "" : "abcdef");
    const wchar_t *w = L"wide-lit";
    long ws = 0; for (int i = 0; w[i]; i++) ws += w[i];
    res[8] = ws;
    const char *tab[3] = { "t0", buf, "t2" };
    for (int i = 0; i < 3; i++) res[9 + i] = sum (tab[i]);
    uintptr_t x = (uintptr_t) "xor-literal" ^ 0x5a5a;
    res[12] = sum ((const char *) (x ^ 0x5a5a));
    res[13] = sum (__func__);
  }
  for (int i = 0; i < 14; i++) printf ("%ld ", res[i]);
  printf ("\n");
  return 0;
}
