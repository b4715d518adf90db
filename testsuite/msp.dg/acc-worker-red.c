/* The OpenACC worker reduction's buffer: __builtin_nvptx_worker_addr
   returns __worker_red plus a constant (nvptx_expand_shared_addr), and
   msp's conversions of its result to .shared, which expand sees as the
   pseudo of an SSA name, get that constant instead
   (rtl/expand-address.cc): the .shared address is a "mov.u32" of the
   symbol, where it was "cvta.to.shared" and a "cvt" of a generic copy
   that the worker broadcasts carried through __oacc_bcast.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define NX 256
#define NY 64

int
main (void)
{
  static float rho[NX * NY];
  double mass = 0.0;
  int hot = 0;

  for (int i = 0; i < NX * NY; i++)
    rho[i] = i % 11;
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) \
  copyin(rho) reduction(+: mass, hot)
  for (int j = 0; j < NY; j++)
    {
      double m = 0.0;
      int h = 0;
#pragma acc loop vector reduction(+: m, h)
      for (int i = 0; i < NX; i++)
	{
	  m += rho[j * NX + i];
	  h += rho[j * NX + i] > 8.0f;
	}
      mass += m;
      hot += h;
    }
  return mass != 81905.0 || hot != 2978;
}

/* { dg-final { scan-offload-ptx {\tmov\.u32\t%r[0-9]+, __worker_red;} } } */
/* { dg-final { scan-offload-ptx {\tmov\.u32\t%r[0-9]+, __worker_red\+8;} } } */
/* { dg-final { scan-offload-ptx-not {\tcvta\.to\.shared\.u64\t} } } */
/* { dg-final { scan-offload-ptx-not {\tcvta\.shared\.u64\t%r[0-9]+, __worker_red} } } */
/* { dg-final { scan-offload-ptx {atom\.shared\.cas\.b64} } } */
