/* In a loop, ivopts makes the reference of an aggregate copy a
   TARGET_MEM_REF with no index, MEM[p + c]: a block that a small copy
   takes as it takes MEM_REF's (small-copy.cc, ref_block).  Here the
   40-byte element read into the region function's frame, the soft
   stack in .global: ten ld.global.u32 and st.global.u32 pairs, no call
   of memcpy for it.  Its store back, at a variable index, is pieces
   too (small-copy-index.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

typedef struct { unsigned n[10]; } fe;

#define N 64

int
main (void)
{
  static fe f[N], g[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 10; j++)
      f[i].n[j] = i + j;

#pragma omp target teams distribute parallel for map(to: f) map(from: g)
  for (int i = 0; i < N; i++)
    {
      fe x = f[i];
      x.n[i % 10] += 1;
      g[(i * 5) % N] = x;
    }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < 10; j++)
      if (g[(i * 5) % N].n[j] != f[i].n[j] + (j == i % 10))
	__builtin_abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 2 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-times "st.global.u32\t\\\[%frame" 10 } } */
/* { dg-final { scan-offload-ptx-not "call\[^\\n\]*memcpy," } } */
