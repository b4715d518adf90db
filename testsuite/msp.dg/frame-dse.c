/* msp-frame's .global frame slots go back to the generic space before
   "dse1" (msp-dse-frame): RTL DSE follows the stores into the frame
   across blocks only for generic MEMs (dse.cc, canon_address), and
   would otherwise keep the first stores into B[0] and B[1], which both
   arms of the branch overwrite (6 stores into the frame instead of 4;
   26 more in HeCBench's ntt).  -fno-tree-dse leaves them to RTL DSE.  */
/* { dg-options "-O2 -fno-tree-dse -fopenmp -shared -fPIC @OFFLOAD@=-fno-tree-dse,-fplugin-arg-msp-dump" } */

typedef unsigned long u64;

#pragma omp declare target
static inline u64
pick (u64 v, int k)
{
  u64 b[4];
  b[0] = v;
  b[1] = v >> 1;
  b[2] = v >> 2;
  b[3] = v >> 3;
  if (k & 4)
    {
      b[0] = v * 3;
      b[1] = v * 5;
    }
  else
    {
      b[0] = v * 7;
      b[1] = v * 9;
    }
  return b[k & 3];
}
#pragma omp end declare target

void
run (u64 *a, int *l, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: l[0:n])
  for (int i = 0; i < n; i++)
    a[i] = pick (a[i], l[i]);
}

/* { dg-final { scan-offload-rtl-dump {run._omp_fn.0: [1-9][0-9]* frame slot accesses made .global} "msp-frame" } } */
/* { dg-final { scan-offload-rtl-dump {run._omp_fn.0: [1-9][0-9]* frame slot accesses made generic} "msp-dse-frame" } } */
/* { dg-final { scan-offload-ptx-times {st.global.u64\s+\[%frame} 4 } } */
/* { dg-final { scan-offload-ptx-not {st.u64\s+\[%frame} } } */
