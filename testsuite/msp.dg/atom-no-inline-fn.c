/* -fno-inline-atomics is a function's own option (optimize attribute,
   or the options LTO streams for each function): bump's atomic is a
   call of libatomic, which takes a generic address, while main's, on
   the same team array in .shared, is atom.shared
   (core/atomics.cc, msp_atomic_inline_p).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-latomic -latomic" } */

#pragma omp declare target
static void __attribute__ ((noinline, optimize ("no-inline-atomics")))
bump (int *p, int v)
{
  __atomic_fetch_add (p, v, __ATOMIC_RELAXED);
}
#pragma omp end declare target

int
main (void)
{
  int out[2] = { 0 };
#pragma omp target map(from: out)
  {
    int cnt[2];
    cnt[0] = 1;
    cnt[1] = 2;
    bump (&cnt[1], 5);
    __atomic_fetch_add (&cnt[0], 3, __ATOMIC_RELAXED);
    out[0] = cnt[0] + cnt[1];
  }
  return out[0] != 11;
}

/* { dg-final { scan-offload-ptx "st.param.u64 \\\[%out_arg1\\\], %r\[0-9\]+;\[^\{\}\]*call \\(%value_in\\), __atomic_fetch_add_4" } } */
/* { dg-final { scan-offload-ptx-not "st.param.u32 \\\[%out_arg1\\\]" } } */
/* { dg-final { scan-offload-ptx "atom.shared.add.u32" } } */
