/* Atomic operations on a team array that msp moved into .shared: the
   16-byte __atomic_load is a call of libatomic's __atomic_load_16 and
   __atomic_test_and_set one of __atomic_test_and_set_1 (nvptx has no
   16-byte and no 1-byte atomics), which take a generic address: msp
   passes cvta.shared of the array, not its 32-bit window offset (which
   ptxas rejects as the argument of a .u64 parameter, and which GCC's
   expand cannot convert for the library call: an ICE in
   convert_memory_address_addr_space_1).  __atomic_clear is a plain
   byte store and the 8-byte __atomic_load_n a plain load between
   fences, both in .shared (core/atomics.cc, msp_atomic_inline_p).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-latomic -latomic" } */

struct pair { long a, b; };

int
main (void)
{
  long out[5] = { 0 };
#pragma omp target map(from: out)
  {
    struct pair p[1], o;
    char flag[4];
    long w[1];
    p[0].a = 1;
    p[0].b = 2;
    flag[0] = 0;
    w[0] = 7;
    __atomic_load (p, &o, __ATOMIC_SEQ_CST);
    out[0] = o.a + o.b;
    out[1] = __atomic_test_and_set (&flag[0], __ATOMIC_SEQ_CST);
    out[2] = flag[0];
    __atomic_clear (&flag[0], __ATOMIC_SEQ_CST);
    out[3] = flag[0];
    out[4] = __atomic_load_n (&w[0], __ATOMIC_ACQUIRE);
  }
  return out[0] != 3 || out[1] != 0 || out[2] != 1 || out[3] != 0 || out[4] != 7;
}

/* { dg-final { scan-offload-ptx "cvta.shared.u64\t(%r\[0-9\]+), __msp_team_shared\\\$0;.*st.param.u64 \\\[%out_arg2\\\], \\1;\[^\{\}\]*call __atomic_load_16" } } */
/* { dg-final { scan-offload-ptx "st.param.u64 \\\[%out_arg1\\\], %r\[0-9\]+;\[^\{\}\]*call \\(%value_in\\), __atomic_test_and_set_1" } } */
/* { dg-final { scan-offload-ptx "st.shared.u8\t\\\[%r\[0-9\]+(\\+\[0-9\]+)?\\\], " } } */
/* { dg-final { scan-offload-ptx "ld.shared.u64\t%r\[0-9\]+, \\\[%r\[0-9\]+(\\+\[0-9\]+)?\\\];" } } */
