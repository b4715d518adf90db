/* msp-rtl rewrites the OpenACC frame broadcast (nvptx_reorg,
   shared_prop_gen) to address __oacc_bcast and the .local frame through
   twins in their windows.  The generic pointers the backend made, the
   conversion of __oacc_bcast and the copy of %frame before the copy loop
   and their increments in it, are then dead; no pass after "mach"
   deletes them, so msp-rtl does (dead-defs.cc): the copy loop is as long
   as without msp.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdlib.h>

#define N 4096
#define B 128
#define R 3

int
main (void)
{
  float *in = (float *) malloc ((N + 2 * R) * sizeof (float));
  float *out = (float *) malloc (N * sizeof (float));
  const float w[2 * R + 1] = { 1, 2, 3, 4, 3, 2, 1 };

  for (int i = 0; i < N + 2 * R; i++)
    in[i] = (float) (i % 7);
#pragma acc parallel copyin(in[0:N + 2 * R], w) copyout(out[0:N]) \
  vector_length(B)
  {
    float tile[B + 2 * R];
#pragma acc loop gang private(tile)
    for (int b = 0; b < N / B; b++)
      {
#pragma acc loop vector
	for (int t = 0; t < B + 2 * R; t++)
	  tile[t] = in[b * B + t];
#pragma acc loop vector
	for (int t = 0; t < B; t++)
	  {
	    float s = 0.0f;
	    for (int k = 0; k <= 2 * R; k++)
	      s += w[k] * tile[t + k];
	    out[b * B + t] = s;
	  }
      }
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    {
      float s = 0.0f;
      for (int k = 0; k <= 2 * R; k++)
	s += w[k] * in[i + k];
      bad |= out[i] != s;
    }
  free (in);
  free (out);
  return bad;
}

/* { dg-final { scan-offload-rtl-dump "\[1-9\]\[0-9\]* twin definitions; \[0-9\]+ round trips folded; \[1-9\]\[0-9\]* dead definitions deleted" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx {ld\.local\.u64} } } */
/* { dg-final { scan-offload-ptx {st\.shared\.u64\s+\[%r[0-9]+\]} } } */
/* { dg-final { scan-offload-ptx-not {mov\.u64\s+%r[0-9]+, %frame;} } } */
/* { dg-final { scan-offload-ptx-not {cvta\.shared\.u64\s+%r[0-9]+, __oacc_bcast;} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
