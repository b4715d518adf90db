/* combine makes "(a + b) + c" and "(a - b) + c" of 32-bit registers one
   insn, which the nvptx backend prints as vadd.u32.u32.u32.add and
   vsub.u32.u32.u32.add; ptxas gives each two PRMT before an IADD3.
   msp-rtl splits them into two adds, which ptxas makes one IADD3
   (rtl/split-vadd.cc).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define NX 64
#define NY 64

int
main (void)
{
  static float a[NX * NY], out[NX * NY];
  int nx = NX, ny = NY, s = 0;

  for (int i = 0; i < NX * NY; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for collapse(2) \
  map(to: a) map(from: out)
  for (int j = 1; j < ny - 1; j++)
    for (int i = 0; i < nx; i++)
      out[j * nx + i] = a[(j + 1) * nx + i] + a[(j - 1) * nx + i];
  for (int i = 0; i < NX * NY; i++)
    s += out[i];
  return s == 0;
}

/* { dg-final { scan-offload-rtl-dump {main._omp_fn.[0-9]+: 2 three-input adds split} "msp-rtl" } } */
/* { dg-final { scan-offload-ptx-not {vadd\.} } } */
/* { dg-final { scan-offload-ptx-not {vsub\.} } } */
