/* The rewrite copies the PHIs of P in the space of CTAB, but one
   argument, the address of a function, has no space: the copy is given
   up and the PHI's result converted instead.  The copies already made of
   its other arguments refer back to the given-up copy through the loop;
   they must go with it (a PHI without arguments was left in the IL
   before, which -fchecking reports as a missing PHI def).  GCC 12 to 14
   put the read-only table CTAB in .const: msp-early rewrites, and the
   load stays .const.  GCC 15 puts it in .global (PR target/119573):
   msp-late rewrites (msp-early resolves every access .global and leaves
   it), and the load is .global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fchecking" } */

#define N 64
#pragma omp declare target
static const float ctab[N] = { 1.0f, 2.0f };
void marker (void) { }
#pragma omp end declare target

int
main (void)
{
  float out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int j = 0; j < N; j++)
    {
      const float *p = &ctab[j & 7];
      float acc = 0.0f;
      for (int i = 0; i < 16; i++)
	{
	  p = (i & 1) ? p + 1 : (const float *) &marker;
	  if (p != (const float *) &marker)
	    acc += *p;
	  acc *= 0.5f;
	}
      out[j] = acc;
    }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: \[0-9\]+ of \[0-9\]+ memory references resolved \\(global \[0-9\]+, shared 0, const 1, local 0\\)" "msp-early" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "ld.const.f32" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-tree-dump {main\._omp_fn\.1: ([0-9]+) of \1 memory references resolved \(global \1, shared 0, const 0, local 0\)} "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx "ld.global.f32" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not "ld.const" { target msp_gcc15 } } } */
