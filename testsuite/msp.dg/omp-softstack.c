/* Under OpenMP's soft stacks (-mgomp => -msoft-stack) an automatic array
   lives in global memory: variably indexed, its accesses become
   ld.global/st.global, and frame slots print as .global [%frame+N].  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 1024

int
main (void)
{
  int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      int buf[8];
      for (int k = 0; k < 8; k++)
	buf[(k * 3 + in[i]) & 7] = in[i] + k;
      out[i] = buf[in[i] & 7];
    }
  return out[1] == 12345;
}

/* { dg-final { scan-offload-tree-dump "options: optimize=2 soft-stack=1" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "declaration accesses made pointer accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.global.u32" } } */
/* { dg-final { scan-offload-ptx "\\.global\[.a-z0-9\]*\t\\\[%frame" } } */
/* { dg-final { scan-offload-ptx-not "\tld.u32" } } */
/* { dg-final { scan-offload-ptx-not "\tst.u32" } } */
