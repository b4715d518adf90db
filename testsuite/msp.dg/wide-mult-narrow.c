/* Indices loaded from narrow types: an unsigned char (a histogram's
   bin), an unsigned short, a signed char and a short.  GCC 12 and 13
   widen them to 32 bits for the widening multiplication and convert its
   constant with a cast of its own, "_5 = (unsigned int) 4; _6 = _3 w*
   _5" (convert_mult_to_widen), which expand sees as the constant;
   msp-late gives those constants a register too, so all four offsets
   are mul.wide (gimple/transform/wide-mult.cc, constant_operand).  GCC
   14 and later fold the cast, and the constant is the operand.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 4096

int
main (void)
{
  static unsigned char img[N];
  static unsigned short us[N];
  static signed char sc[N];
  static short ss[N];
  static int hist[256];
  static float tab[65536], out[N];
  static double dtab[256];
  static long ltab[65536];

#pragma omp target teams distribute parallel for \
  map(to: img, us, sc, ss, tab, dtab, ltab) map(tofrom: hist) map(from: out)
  for (int i = 0; i < N; i++)
    {
      const double *mid = dtab + 128;
      const long *lmid = ltab + 32768;
#pragma omp atomic update
      hist[img[i]]++;
      out[i] = tab[us[i]] + mid[sc[i]] + lmid[ss[i]];
    }
  return out[0] != 0;
}

/* { dg-final { scan-offload-tree-dump "main._omp_fn.1: 4 widening multiplications by a constant given a register" "msp-late" } } */
/* { dg-final { scan-offload-ptx {mul\.wide\.u32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} } } */
/* { dg-final { scan-offload-ptx-times {mul\.wide\.[su]32\s+%r[0-9]+, %r[0-9]+, %r[0-9]+;} 4 } } */
