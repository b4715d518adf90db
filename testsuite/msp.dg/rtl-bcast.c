/* OpenACC worker broadcasts are made at RTL, after msp's GIMPLE passes:
   nvptx_reorg copies the values a gang-redundant region computed to the
   workers through the .shared buffer __oacc_bcast, addressed through a
   pseudo set to the symbol (nvptx_shared_propagate).  msp-rtl gives the
   copies their space: [__oacc_bcast+N] with st.shared and ld.shared.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

int
main (void)
{
  static float a[N], b[N];
  float s = 3.0f;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel copyin(a) copyout(b) num_gangs(8) num_workers(4) vector_length(32)
  {
    float *pa = a, *pb = b;
    float scale = s * 2.0f;
#pragma acc loop gang worker vector
    for (int i = 0; i < N; i++)
      pb[i] = pa[i] * scale;
  }
  return b[1] != 6.0f;
}

/* { dg-final { scan-offload-rtl-dump "backend memory references resolved \\(global 0, shared \[1-9\]" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx {st\.shared\.[bfu][0-9]+\s+\[__oacc_bcast} } } */
/* { dg-final { scan-offload-ptx {ld\.shared\.[bfu][0-9]+\s+%r[0-9]+, \[__oacc_bcast} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
