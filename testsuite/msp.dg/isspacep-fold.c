/* isspacep written as inline asm, in the form CUDA's headers use, is
   folded when msp proves the space of an object's address: a
   gang-private tile (.shared), an array declared in the gang loop's body
   (gang-private too: GCC 12 puts it in __gang_private_shared), a declared
   global array (.global) and an array declared in a vector loop's body
   (.local: OpenACC frames have no soft stack).  The
   branches the answers kill go: no trap is left in the PTX, and no
   isspacep.  The asm lives in "nohost" routines, called only under
   acc_on_device, which the host folds: GCC 12 hands the host assembler
   every asm of a function it compiles for the host too.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <openacc.h>

#define N 4096
#define TILE 128

#pragma acc routine seq nohost
static inline int
is_shared (const void *p)
{
  int r;
  asm ("{ .reg .pred %%p; isspacep.shared %%p, %1; selp.u32 %0, 1, 0, %%p; }"
       : "=r" (r) : "r" (p));
  return r;
}

#pragma acc routine seq nohost
static inline int
is_global (const void *p)
{
  int r;
  asm volatile ("{\n\t.reg .pred p;\n\tisspacep.global p, %[ptr];\n\t"
		"selp.u32 %[res], 1, 0, p;\n\t}"
		: [res] "=r" (r) : [ptr] "r" (p));
  return r;
}

#pragma acc routine seq nohost
static inline int
is_local (const void *p)
{
  int r;
  asm ("{ .reg .pred q; isspacep.local q, %1; selp.s32 %0, -1, 0, q; }"
       : "=r" (r) : "r" (p));
  return r;
}

float gbuf[N];
#pragma acc declare create(gbuf)

int
main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i % 31;
#pragma acc parallel copyin(in) copyout(out) num_gangs(N / TILE) vector_length(TILE)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N / TILE; t++)
      {
	float acc[4];
	if (acc_on_device (acc_device_nvidia))
	  {
	    if (!is_shared (&tile[t % TILE]) || is_shared (&gbuf[t])
		|| !is_global (&gbuf[t]) || is_global (&tile[0])
		|| is_local (&acc[t % 4]) || !is_shared (acc)
		|| is_local (tile))
	      __builtin_trap ();
	  }
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  {
	    float v[2];
	    v[0] = in[t * TILE + i];
	    v[1] = acc[i % 4];
	    if (acc_on_device (acc_device_nvidia))
	      if (is_local (&v[i % 2]) != -1 || is_shared (v))
		__builtin_trap ();
	    tile[i] = v[i % 2];
	  }
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = tile[TILE - 1 - i];
      }
  }
  return out[0] != in[TILE - 1];
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.0: 9 isspacep tests folded" "msp-early" } } */
/* { dg-final { scan-offload-ptx-not {isspacep\.} } } */
/* { dg-final { scan-offload-ptx-not "trap" } } */
