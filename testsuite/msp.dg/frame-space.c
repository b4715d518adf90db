/* Under soft stacks the frame is global memory, and msp-frame moves the
   frame slots into the .global address space right after "vregs".
   Otherwise RTL's alias analysis, which takes MEMs of different
   address spaces for overlapping (alias.cc), would let the copies of
   DF and DG into the frame (structs passed by value) clobber the
   .global loads of DF's fields, and CSE would reload two of them:
   14 ld.global.u32 with -fplugin-arg-msp-alias=0, 12 with msp-frame, as
   many as GCC loads without msp (the pattern of HeCBench's spm).  GCC 16
   itself loads 14 times without msp, and so does msp there: the test
   checks that msp loads no more than GCC does.  A shared library: a main
   function in the unit changes what is loaded.  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump" } */

typedef struct { int x, y, z; } int3;

#pragma omp declare target
__attribute__ ((noinline)) float
interp (const int3 d, const unsigned char *f, float x)
{
  int ix = (int) x;
  return f[ix + d.x * (1 + d.y * d.z)];
}
#pragma omp end declare target

void
run (int3 df, int3 dg, const unsigned char *f, const unsigned char *g,
     float *out, int n)
{
#pragma omp target teams distribute parallel for map(to: f[0:n], g[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    {
      float xp = i * 0.5f;
      if (xp >= 1.f && xp < df.z && xp < df.y && xp < df.x)
	out[i] = interp (df, f, xp) + interp (dg, g, xp);
      else
	out[i] = 0;
    }
}

/* { dg-final { scan-offload-rtl-dump {run._omp_fn.0: [1-9][0-9]* frame slot accesses made .global} "msp-frame" } } */
/* { dg-final { scan-offload-ptx-times "ld.global.u32" 12 { target { ! msp_gcc16 } } } } */
/* { dg-final { scan-offload-ptx-times "ld.global.u32" 14 { target msp_gcc16 } } } */
/* { dg-final { scan-offload-ptx-not {ld.u32} } } */
