/* When the unit stores the bits of a pointer that is not global into
   memory, an integer loaded from memory may hold them: a pointer made
   from it stays generic.  (Were it resolved to global, ld.global would
   read the wrong window.)  GCC 12 to 14 put the read-only table CTAB in
   .const: the memory mask holds .const.  GCC 15 puts it in .global (PR
   target/119573); there the first kernel stores the addresses of blocks
   of libgomp's allocator AL, which comes from the host, so msp cannot
   tell which allocator it is: from GCC 14 the block may be .shared, and
   the memory mask holds .shared.  (AL is omp_default_mem_alloc, global
   memory, which outlives the kernel, as the second kernel needs.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <stdint.h>
#include <omp.h>

#pragma omp declare target
#if __GNUC__ < 15
static const int ctab[64] = { 1, 2, 3 };
#endif
uintptr_t addr[64];
#pragma omp end declare target

int
main (void)
{
  int out[64];
#if __GNUC__ >= 15
  omp_allocator_handle_t al = omp_default_mem_alloc;
#pragma omp target teams distribute parallel for firstprivate(al)
  for (int i = 0; i < 64; i++)
    {
      int *c = (int *) omp_alloc (sizeof (int), al);
      *c = i + 1;
      addr[i] = (uintptr_t) c;
    }
#else
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 64; i++)
    addr[i] = (uintptr_t) &ctab[i];
#endif
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 64; i++)
    out[i] = *(const int *) addr[i];
  return out[1] != 2;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(store of a pointer" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
