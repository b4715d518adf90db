/* msp marks its pointers into .const as pointing to read-only memory:
   no store clobbers what they read, even a store through a pointer msp
   could not resolve (Q, laundered through an asm, is unknown), and FRE
   removes the reload of the table.  With -fplugin-arg-msp-alias=0 the
   load stays (alias-readonly-off.c).  GCC 12 to 14 put the read-only
   tables TAB and TAB2 in .const.  GCC 15 puts them in .global (PR
   target/119573), which a store may write: there msp resolves both
   loads .global, marks nothing read-only, and the reload stays.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fdump-tree-fre-details" } */

#define N 64

#pragma omp declare target
static const int tab[N] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9 };
static const int tab2[N] = { 2, 7, 1, 8, 2, 8, 1, 8, 2, 8, 4, 5, 9 };

__attribute__ ((noinline)) static int
look (const int *t, int *q, int j)
{
  asm ("" : "+r" (q));
  int x = t[j];
  *q = x + 1;
  int y = t[j];
  return x + y;
}
#pragma omp end declare target

int
main (void)
{
  int out[N], sink[N];
#pragma omp target teams distribute parallel for map(from: out, sink)
  for (int i = 0; i < N; i++)
    out[i] = look (i & 1 ? tab : tab2, &sink[i], (i * 7) % N);
  return out[1] != 2 * tab[7];
}

/* { dg-final { scan-offload-tree-dump "look: 2 pointers into read-only .const memory" "msp-early" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-tree-dump {Replaced MEM\[\(const int \*\)_[0-9]+\] with x_[0-9]+ in all uses of y_} "fre5" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "ld.const.u32" 1 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-tree-dump {look: 2 of 3 memory references resolved \(global 2, shared 0, const 0, local 0\)} "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-tree-dump-not "pointers into read-only" "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-tree-dump-not {Replaced MEM\[\(const int \*\)_[0-9]+\] with x_[0-9]+ in all uses of y_} "fre5" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-function "look" {ld\.global\.u32.*ld\.global\.u32} { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not {ld\.const} { target msp_gcc15 } } } */
