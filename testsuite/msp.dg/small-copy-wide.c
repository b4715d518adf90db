/* Where both blocks of a small copy are 16-byte aligned, its pieces are
   two 64-bit integers at once (small-copy.cc), one ld.v2.u64 and one
   st.v2.u64 each: a 64-byte structure aligned to 16 assigned between
   .global pointers (four pieces), and a memcpy of 40 bytes between
   pointers known to be 16-byte aligned (two wide pieces and one of 8
   bytes).  Without msp both are calls of memcpy.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

typedef struct { float v[16]; } __attribute__ ((aligned (16))) m4;

#pragma omp declare target
__attribute__ ((noinline)) static void
m4_copy (m4 *r, const m4 *a)
{
  *r = *a;
}

__attribute__ ((noinline)) static void
copy40 (m4 *r, const m4 *a)
{
  __builtin_memcpy (__builtin_assume_aligned (r, 16),
		    __builtin_assume_aligned (a, 16), 40);
}
#pragma omp end declare target

#define N 64

int
main (void)
{
  static m4 in[N], out[N], part[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 16; j++)
      in[i].v[j] = i * 16 + j;

#pragma omp target teams distribute parallel for map(to: in) \
  map(from: out) map(tofrom: part)
  for (int i = 0; i < N; i++)
    {
      m4_copy (&out[(i * 7) % N], &in[i]);
      copy40 (&part[i], &in[N - 1 - i]);
    }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < 16; j++)
      if (out[(i * 7) % N].v[j] != in[i].v[j]
	  || (j < 10 && part[i].v[j] != in[N - 1 - i].v[j]))
	__builtin_abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump "m4_copy\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "copy40\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "call\[^\\n\]*memcpy," } } */
/* { dg-final { scan-offload-ptx-function "m4_copy" {(ld\.global\.v2\.u64[^\n]*\n[^\n]*st\.global\.v2\.u64[^\n]*\n[^\n]*){4}} } } */
/* { dg-final { scan-offload-ptx-function "copy40" {(ld\.global\.v2\.u64[^\n]*\n[^\n]*st\.global\.v2\.u64[^\n]*\n[^\n]*){2}ld\.global\.u64[^\n]*\n[^\n]*st\.global\.u64} } } */
