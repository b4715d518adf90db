/* A static read-only table, read indexed by a variable and through a
   pointer to it.  GCC 12 to 14 put it in .const
   (nvptx_encode_section_info: TREE_READONLY => .const): its reads become
   ld.const, and the table's .const address comes from a mov of the
   symbol (msp-rtl folds cvta.const then cvta.to.const).  GCC 15 puts it
   in .global (PR target/119573), and msp asks the backend: every access
   of the kernel is resolved .global, the reads become ld.global, and
   nothing is converted to .const (taking the table for .const would
   read the .const window at its .global address, a miscompile).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 1024

#pragma omp declare target
static const float lut[16] = { 0, 1, 2, 3, 4, 5, 6, 7,
			       8, 9, 10, 11, 12, 13, 14, 15 };
#pragma omp end declare target

int
main (void)
{
  int idx[N];
  float out[N];
  for (int i = 0; i < N; i++)
    idx[i] = (i * 7) & 15;
#pragma omp target teams distribute parallel for map(to: idx) map(from: out)
  for (int i = 0; i < N; i++)
    {
      const float *t = lut + (i & 1);
      out[i] = lut[idx[i]] + t[idx[i] & 7];
    }
  return out[1] != 8.0f;
}

/* { dg-final { scan-offload-tree-dump "mask _\[0-9\]+ = const" "msp-early" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-times "ld.const.f32" 2 { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx {mov\.u64\s+%r[0-9]+, lut;} { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 .* const=2 " { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-tree-dump {main\._omp_fn\.1: ([0-9]+) of \1 memory references resolved \(global \1, shared 0, const 0, local 0\)} "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times "ld.global.f32" 2 { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not {ld\.const} { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 .* const=0 " { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.const} } } */
