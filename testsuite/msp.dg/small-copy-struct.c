/* An aggregate assignment that expand would move through memcpy
   (more than MOVE_RATIO, 4, pieces: block-ops.cc) is made loads and
   stores of its pieces too (small-copy.cc), at the alignment of its
   type, which get_object_alignment trusts: a 40-byte field element of
   ten 32-bit words, as secp256k1's secp256k1_fe, copied between two
   .global pointers.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>

typedef struct { uint32_t n[10]; } fe;

#pragma omp declare target
__attribute__ ((noinline)) static void
fe_copy (fe *r, const fe *a)
{
  *r = *a;
}
#pragma omp end declare target

#define N 256

int
main (void)
{
  static fe in[N], out[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 10; j++)
      in[i].n[j] = i * 31 + j;

#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    fe_copy (&out[(i * 7) % N], &in[i]);

  for (int i = 0; i < N; i++)
    for (int j = 0; j < 10; j++)
      if (out[(i * 7) % N].n[j] != in[i].n[j])
	__builtin_abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump "fe_copy\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "call\[^\\n\]*memcpy," } } */
/* { dg-final { scan-offload-ptx-function "fe_copy" {(ld\.global\.u32[^\n]*\n[^\n]*st\.global\.u32[^\n]*\n[^\n]*){10}} } } */
/* { dg-final { scan-offload-ptx-times "st.global.u32" 10 } } */
