/* A read-only table made "declare target link": on the device every
   reference goes through its link pointer (pass omp_target_link), to the
   copy libgomp mapped in global memory, not to the .const variable the
   declaration would give.  Its accesses are .global or generic, never
   .const.  */
/* { dg-options "-O1 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

const int tab[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
#pragma omp declare target link(tab)

#pragma omp declare target
__attribute__ ((noinline)) static int
get (const int *p, int i)
{
  return p[i];
}

__attribute__ ((noinline)) static int
lookup (int i)
{
  return get (tab, i);
}
#pragma omp end declare target

int
main (void)
{
  int r = 0, i = 3;
#pragma omp target map(to: tab) map(tofrom: r)
  r = lookup (i);
  return r != 4;
}

/* { dg-final { scan-offload-ptx-not "\\.const" } } */
/* { dg-final { scan-offload-ptx-function "get" "ld.global.u32" } } */
