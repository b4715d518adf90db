/* Under -fno-inline-atomics GCC expands every __atomic builtin as a
   call of libatomic (builtins.cc: the expanders return NULL_RTX), which
   takes a generic address: the atomics on the team array that msp moved
   into .shared get cvta.shared of it, not its 32-bit window offset
   (core/atomics.cc, msp_atomic_inline_p).  */
/* { dg-options "-O2 -fopenmp -fno-inline-atomics @OFFLOAD@=-latomic -latomic" } */

int
main (void)
{
  int out[2] = { 0 };
#pragma omp target map(from: out)
  {
    int cnt[2];
    cnt[0] = 1;
    cnt[1] = 2;
    __atomic_fetch_add (&cnt[1], 5, __ATOMIC_RELAXED);
    out[0] = __atomic_load_n (&cnt[1], __ATOMIC_ACQUIRE);
    __atomic_fetch_add (&out[1], cnt[0], __ATOMIC_RELAXED);
  }
  return out[0] != 7 || out[1] != 1;
}

/* { dg-final { scan-offload-ptx "cvta.shared.u64\t%r\[0-9\]+, __msp_team_shared\\\$0;" } } */
/* { dg-final { scan-offload-ptx "st.param.u64 \\\[%out_arg1\\\], %r\[0-9\]+;\[^\{\}\]*call \\(%value_in\\), __atomic_fetch_add_4" } } */
/* { dg-final { scan-offload-ptx-not "st.param.u32 \\\[%out_arg1\\\]" } } */
/* { dg-final { scan-offload-ptx "call \\(%value_in\\), __atomic_load_4" } } */
/* { dg-final { scan-offload-ptx-not "atom\\." } } */
