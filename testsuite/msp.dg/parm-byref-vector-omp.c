/* A vector passed by reference holds addresses that are not global: the
   caller's copy is on its soft stack (global), and what it holds is
   counted as stored (the caller stores the vector there, a store expand
   makes): the load of the element through the incoming pointer is
   .global (it was .const: the elements' space was taken for the
   storage's), and the memory mask holds the addresses' space.  GCC 12 to
   14 put the read-only table TAB in .const, and the addresses are into
   it.  GCC 15 puts it in .global (PR target/119573); there the kernel's
   TAB is a block of libgomp's pteam allocator, which may be .shared
   (from GCC 14), and the memory mask holds .shared.  */
/* { dg-options "-O2 -fopenmp -Wno-psabi @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#pragma omp declare target
static const long tab[4] = { 1, 2, 3, 4 };
typedef long v8 __attribute__ ((vector_size (64)));
__attribute__ ((noinline)) static long
f (v8 v, int i)
{
  return v[i & 7];
}
#pragma omp end declare target

int
main (void)
{
  long r = 0;
  int i = 1;
#pragma omp target map(tofrom: r)
  {
#if __GNUC__ >= 15
    long *tab = (long *) omp_alloc (4 * sizeof (long), omp_pteam_mem_alloc);
#endif
    v8 v = { (long) &tab[0], (long) &tab[1], 3, 4, 5, 6, 7, 8 };
    r = f (v, i);
#if __GNUC__ >= 15
    omp_free (tab, omp_pteam_mem_alloc);
#endif
  }
  return r != (long) &tab[1];
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(argument passed by reference" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "f" "ld.global.u64" } } */
/* { dg-final { scan-offload-ptx-not "ld.const" } } */
