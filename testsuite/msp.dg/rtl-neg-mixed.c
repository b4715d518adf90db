/* A pointer that holds a frame address on one path and a global one on
   the other has no single space, at GIMPLE or at RTL (its pseudo has a
   definition from %frame and one from memory): its accesses stay
   generic, while those of the plain frame array get .local.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

int
main (void)
{
  static int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    {
      int buf[8];
      for (int k = 0; k < 8; k++)
	buf[(k * 3 + in[i]) & 7] = in[i] + k;
      int *p = (in[i] & 1) ? buf : &in[i & ~7];
      out[i] = p[in[i] & 7] + buf[(in[i] + 1) & 7];
    }
  return out[1] == 12345;
}

/* { dg-final { scan-offload-ptx {st\.local\.u32} } } */
/* { dg-final { scan-offload-ptx {\tld\.u32\t} } } */
/* { dg-final { scan-offload-ptx-census "^generic=1 " } } */
