/* snprintf with a literal format that prints no address writes text:
   the characters of the strings its "%s" arguments point to and of its
   numbers, never the value of a pointer argument.  Neither the buffer's
   address nor the literals' (.const up to GCC 14) reach memory, the unit
   stores only global pointers, and the pointers loaded from PP are
   .global.  printf of a literal, which GCC makes __builtin_puts, stores
   nothing (gimple/analysis/call-rules.cc, string_output_p and
   store_nothing_p).  Before, both calls made every pointer loaded from
   memory global-or-const, and the loads through PP generic.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 64

int
main (void)
{
  float *a = (float *) malloc (N * sizeof (float));
  float *b = (float *) malloc (N * sizeof (float));
  float **pp = (float **) malloc (2 * sizeof (float *));
  int bad = 0;

  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(to: a[0:N]) map(from: b[0:N]) map(alloc: pp[0:2]) \
  map(from: bad)
  {
    char buf[32];
    snprintf (buf, sizeof buf, "%s-%d:%5.2f", "x", 3, 1.5);
    bad = strcmp (buf, "x-3: 1.50") != 0;
    printf ("target\n");
    pp[0] = a;
    pp[1] = b;
    for (int i = 0; i < N; i++)
      pp[1][i] = pp[0][i] * 2;
  }
  for (int i = 0; i < N; i++)
    bad |= b[i] != 2 * i;
  printf ("%d\n", bad);
  return bad;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.global.f32" } } */
/* { dg-final { scan-offload-ptx "\tst.global.f32" } } */
/* { dg-final { scan-offload-ptx-not "\t(ld|st)\\.f32" } } */
