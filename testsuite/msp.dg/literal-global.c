/* String literals stored into memory: a static table of names, names
   copied into records of a mapped array, and a format string handed to
   printf.  GCC 12 to 14 place literals in .const
   (nvptx_encode_section_info), so the unit stores .const addresses and
   every pointer it loads from memory may be global or const: the loads
   through the records' data pointers stay generic.  From GCC 15 the
   backend gives constants the generic area and declares them .global
   (nvptx_asm_declare_constant_name, PR target/119573); msp reads that
   declaration (core/data-area.cc, msp_constant_mask), the unit stores
   only global pointers, and every access is qualified: the literals'
   bytes are read with ld.global.u8.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdio.h>

struct rec
{
  const char *name;
  double *data;
};

#pragma omp declare target
static const char *const names[] = { "alpha", "beta", "gamma" };

static int __attribute__ ((noinline))
count (const char *s)
{
  int n = 0;
  while (s[n])
    n++;
  return n;
}

static void __attribute__ ((noinline))
fill (struct rec *r, int k, double *a)
{
  r->name = names[k % 3];
  r->data = a + k;
}
#pragma omp end declare target

int
main (void)
{
  double a[64];
  int lens[8] = { 0 };
  int idx[8];
  struct rec r[8];
  for (int i = 0; i < 64; i++)
    a[i] = i;
  for (int i = 0; i < 8; i++)
    idx[i] = (i * 5) % 7;
#pragma omp target map(tofrom: a, lens) map(to: idx) map(alloc: r)
  {
    for (int i = 0; i < 8; i++)
      fill (&r[i], idx[i], a);
    for (int i = 0; i < 8; i++)
      {
	lens[i] = count (r[i].name);
	*r[i].data += lens[i];
      }
    printf ("%s %d\n", r[1].name, lens[1]);
  }
  return lens[1] != 5 || a[5] != 10;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-function "count" {\tld\.u8\t} { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-function "count" {\tld\.global\.u8\t} { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " { target msp_gcc15 } } } */
