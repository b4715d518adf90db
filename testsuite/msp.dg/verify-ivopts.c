/* After ivopts, the exit test of this copy loop compares the global
   pointer's induction variable with the .const table's end rebased on
   it ("gp + (end - tab)"): the roots cancel (resolve.cc, split_roots),
   so the test carries no .const bits, the store stays .global, and the
   verifier (-fchecking) finds the memory mask kept.  A branch that the
   vectoriser's aliasing check puts on both pointers at -O3 is no new
   flow either: the verifier compares the data masks only.  GCC 12 to 14
   put the read-only table TAB in .const.  GCC 15 puts it in .global (PR
   target/119573): there the load is ld.global.  (GCC 15's ivopts tests
   the exit on the table's own induction variable, not on GP's.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static const float tab[64] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
#pragma omp end declare target

void
run (float *out, int n)
{
#pragma omp target map(from: out[0:n])
  {
    float *gp = out;
    for (const float *q = tab; q != tab + n; q++)
      *gp++ = *q * 2.0f;
  }
}

int
main (void)
{
  float o[64];
  run (o, 64);
  return o[1] != 4.0f;
}

/* { dg-final { scan-offload-ptx "ld.const.f32" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not "ld.const" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
