/* RTL's alias.cc answers "may alias" for two MEMs in different address
   spaces before it looks at their MEM_EXPRs, so giving accesses spaces
   could cost RTL optimisations the disambiguation GIMPLE did.  Measured
   on this kernel, which mixes .shared (gang-private) and .global
   accesses in the same loops: GCC emits 16 loads without msp and 14 with
   it (and 15 = 15 on an all-global kernel); over the bench corpus, 500
   memory instructions without and 495 with.  This test fails if a change
   makes RTL reload what GIMPLE had kept in registers.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

#define N 4096
#define TILE 128

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
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = in[t * TILE + i];
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = tile[TILE - 1 - i];
      }
  }
  return out[0] != in[TILE - 1];
}

/* { dg-final { scan-offload-ptx-times "\tld(?:\\.global|\\.shared|\\.local|\\.const)?\\.\[subf\]\[0-9\]+\t" 14 } } */
