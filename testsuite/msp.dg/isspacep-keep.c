/* isspacep asm statements msp must leave alone.  isspacep is defined
   for any address, so msp folds it only for a pointer into an object on
   every path (isspacep.cc); and only a template it reads completely.
   Kept here: a parameter (a caller may pass a null pointer), a pointer
   that may be null, pointer bits changed by a xor, a pointer loaded from
   memory, a string literal tested for .global up to GCC 14, which places
   literals in .const (whether .const addresses lie in the .global window
   is not documented), a template with another instruction, one with a
   memory clobber.  From GCC 15 the backend declares literals .global
   (core/data-area.cc), and the literal's test is folded to 1.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <openacc.h>

#define N 4096
#define TILE 128

#define IS_SHARED(p) ({ int r_;						\
  asm ("{ .reg .pred %%p; isspacep.shared %%p, %1; "			\
       "selp.u32 %0, 1, 0, %%p; }" : "=r" (r_) : "r" (p)); r_; })
#define IS_GLOBAL(p) ({ int r_;						\
  asm ("{ .reg .pred %%p; isspacep.global %%p, %1; "			\
       "selp.u32 %0, 1, 0, %%p; }" : "=r" (r_) : "r" (p)); r_; })

#pragma acc routine seq nohost
static __attribute__ ((noinline)) int
param_shared (const void *p)
{
  return IS_SHARED (p);
}

#pragma acc routine seq nohost
static inline int
more (const void *p)
{
  int r;
  asm ("{ .reg .pred %%p; isspacep.shared %%p, %1; selp.u32 %0, 1, 0, %%p; "
       "add.u32 %0, %0, 1; }" : "=r" (r) : "r" (p));
  return r;
}

#pragma acc routine seq nohost
static inline int
clobber (const void *p)
{
  int r;
  asm ("{ .reg .pred %%p; isspacep.shared %%p, %1; selp.u32 %0, 1, 0, %%p; }"
       : "=r" (r) : "r" (p) : "memory");
  return r;
}

#pragma acc routine seq nohost
static inline int
all (const float *tile, const float *const *ptrs, int t)
{
  const void *maybe_null = (t & 1) ? &tile[t % TILE] : 0;
  const void *xored = (const void *) ((__UINTPTR_TYPE__) &tile[0] ^ 8);
  return (param_shared (tile) + IS_SHARED (maybe_null) + IS_SHARED (xored)
	  + IS_GLOBAL (ptrs[t % 4]) + IS_GLOBAL ("abc") + more (tile)
	  + clobber (tile));
}

float gbuf[N];
const float *ptrs[4] = { gbuf, gbuf + 1, gbuf + 2, gbuf + 3 };
#pragma acc declare copyin(gbuf, ptrs)

int
main (void)
{
  static int out[N / TILE];
#pragma acc parallel copyout(out) num_gangs(N / TILE) vector_length(TILE)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N / TILE; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = gbuf[t * TILE + i];
	out[t] = acc_on_device (acc_device_nvidia) ? all (tile, ptrs, t) : 0;
      }
  }
  return out[0] < 0;
}

/* { dg-final { scan-offload-tree-dump-not "isspacep folded" "msp-early" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-tree-dump-times "isspacep folded" 1 "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-tree-dump {isspacep folded to 1: .*isspacep\.global.* "abc"\);} "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-tree-dump-not "isspacep folded" "msp-late" } } */
/* { dg-final { scan-offload-ptx {isspacep\.shared %p, %r[0-9]+; selp\.u32 %value} } } */
/* { dg-final { scan-offload-ptx-times {isspacep\.} 7 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times {isspacep\.} 6 { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx "isspacep.global" } } */
/* { dg-final { scan-offload-ptx "add.u32" } } */
