/* Without soft stacks (OpenACC) an automatic array lives in the .local
   frame %frame_ar: variably indexed, its accesses become ld.local and
   st.local.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 1024

int
main (void)
{
  int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    {
      int buf[8];
      for (int k = 0; k < 8; k++)
	buf[(k * 3 + in[i]) & 7] = in[i] + k;
      out[i] = buf[in[i] & 7];
    }
  return out[1] == 12345;
}

/* { dg-final { scan-offload-tree-dump "options: optimize=2 soft-stack=0" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.local.u32" } } */
/* { dg-final { scan-offload-ptx "ld.local.u32" } } */
/* { dg-final { scan-offload-ptx "ld.global.u32" } } */
