/* With -fplugin-arg-msp-alias=0 msp-frame does not run: the frame slots
   stay generic until output, and RTL's alias analysis lets the copies of
   the structs into the frame clobber the .global loads, which CSE
   reloads: two more loads than with msp-frame (frame-space.c).  */
/* { dg-options "-O2 -fopenmp -shared -fPIC @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-alias=0" } */

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

/* { dg-final { scan-offload-ptx-times "ld.global.u32" 14 } } */
/* { dg-final { scan-offload-ptx-not {ld.u32} } } */
