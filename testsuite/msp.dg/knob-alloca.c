/* -fplugin-arg-msp-process-alloca-always=0 leaves automatic storage
   generic, frame slots included (compare omp-softstack.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details,-fplugin-arg-msp-process-alloca-always=0" } */

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

/* { dg-final { scan-offload-tree-dump-not "declaration accesses made pointer accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "\tst.u32" } } */
/* { dg-final { scan-offload-ptx-not "\\.global\[.a-z0-9\]*\t\\\[%frame" } } */
