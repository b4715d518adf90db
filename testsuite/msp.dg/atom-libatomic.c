/* nvptx has no 1-, 2- or 16-byte atomics: GCC expands them as calls of
   libatomic, which take a generic address.  msp leaves their pointer
   generic (cvta.shared of the gang-private variable, plus its offset
   in the backend's buffer, if any) rather than pass the library a
   .shared window offset.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump,-latomic" } */

int
main (void)
{
  int out = 0;
#pragma acc parallel num_gangs(2) copy(out)
  {
    char c = 0;
    short s = 0;
#pragma acc loop gang private(c, s)
    for (int g = 0; g < 2; g++)
      {
	c = 0;
	s = 0;
	__atomic_fetch_add (&c, (char) (g + 1), __ATOMIC_RELAXED);
	__atomic_exchange_n (&s, (short) g, __ATOMIC_RELAXED);
	__atomic_fetch_add (&out, c + s, __ATOMIC_RELAXED);
      }
  }
  return out == 12345;
}

/* { dg-final { scan-offload-ptx "call \\(%value_in\\), __atomic_fetch_add_1" } } */
/* { dg-final { scan-offload-ptx "cvta.shared.u64\t(%r\[0-9\]+), __gang_private_shared;(\[^\}\]*add.u64\t(%r\[0-9\]+), \\1, \[0-9\]+;)?\[^\}\]*st.param.u64 \\\[%out_arg1\\\], (\\1|\\3);\[^\{\}\]*call \\(%value_in\\), __atomic_fetch_add_1" } } */
/* { dg-final { scan-offload-ptx "atom.global.add.u32" } } */
