/* A gather through 32-bit indices: GCC makes the offsets "j w* 4" and
   "u w* 12", and expand turns a widening multiplication by a constant
   into cvt, shl and add (three SASS instructions); msp-late gives the
   constants a register set before the loop, so expand emits
   mul.wide.s32 and mul.wide.u32, which ptxas makes one IMAD.WIDE with
   the address's add (gimple/transform/wide-mult.cc); the two indices of
   a two-dimensional array each get theirs.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

struct rgb { float r, g, b; };

int
main (void)
{
  static float a[N], out[N];
  static int idx[N];
  static unsigned uidx[N];
  static struct rgb px[N];
  static float m[16][64];

  for (int i = 0; i < N; i++)
    {
      idx[i] = N - 1 - i;
      uidx[i] = i;
      a[i] = px[i].g = i;
    }
#pragma omp target teams distribute parallel for \
  map(to: a, idx, uidx, px, m) map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = a[idx[i]] + px[uidx[i]].g + m[idx[i] & 15][uidx[i] & 63];
  return out[0] != N - 1;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 3 widening multiplications by a constant given a register" "msp-late" } } */
/* { dg-final { scan-offload-ptx {mul\.wide\.s32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx {mul\.wide\.u32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-times {mul\.wide\.[su]32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} 4 } } */
