/* TWICE is declared simd.  GCC makes no simd clones for nvptx
   (pass simdclone: the target has no simd_clone hooks), so the function
   stays one, called in the SIMT region of the "for simd" loop with the
   team array and with a global array; ipmsp clones it for one of
   them.  */
/* { dg-options "-fopenmp @OFFLOAD@" } */

#pragma omp declare target
#pragma omp declare simd uniform(p) linear(i)
static int __attribute__ ((noinline))
twice (int *p, int i)
{
  return 2 * p[i];
}
#pragma omp end declare target

int out[64];

int
main (void)
{
#pragma omp target teams num_teams(2) map(tofrom: out)
  {
    int a[16];
    for (int i = 0; i < 16; i++)
      a[i] = i;
#pragma omp parallel num_threads(4)
    {
#pragma omp for simd
      for (int i = 0; i < 16; i++)
	out[i] += twice (a, i) + twice (out + 32, i);
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ptx {FUNCTION DEF: twice\$msp\$0} } } */
/* { dg-final { scan-offload-ptx-not {_ZGV} } } */
/* { dg-final { scan-offload-ptx "ld.shared.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
