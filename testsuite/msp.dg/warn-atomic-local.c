/* An atomic operation on .local memory (an OpenACC automatic array, in
   the .local frame): PTX has none.  msp warns and leaves it generic.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

int
main (void)
{
  static int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    {
      int buf[8] = { 0 };
      for (int k = 0; k < 8; k++)
	__atomic_fetch_add (&buf[(in[i] + k) & 7], k, __ATOMIC_RELAXED); /* { dg-warning "atomic operation on local memory, which PTX does not support" } */
      out[i] = buf[in[i] & 7];
    }
  return out[1] == 12345;
}

/* { dg-final { scan-offload-ptx-not "atom.local" } } */
