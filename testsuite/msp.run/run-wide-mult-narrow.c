/* Widening multiplications of indices loaded from narrow types
   (msp.dg/wide-mult-narrow.c): a histogram of unsigned char bins
   incremented with omp atomic, a table read at unsigned short and short
   indices up to their extremes (65535, -32768), and a signed char index
   from the middle of a table (-128 to 127).  Each build must print
   what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>

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

  for (int i = 0; i < N; i++)
    {
      img[i] = (i * 37) & 255;
      us[i] = i == 5 ? 65535 : (unsigned short) (i * 2654435761u >> 16);
      sc[i] = (signed char) (i * 13);
      ss[i] = i == 7 ? -32768 : (short) (i * 40503u);
    }
  for (int i = 0; i < 65536; i++)
    {
      tab[i] = i & 1023;
      ltab[i] = i * 3 - 65536;
    }
  for (int i = 0; i < 256; i++)
    dtab[i] = i * 0.5;

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

  long s = 0;
  for (int b = 0; b < 256; b++)
    s += (long) hist[b] * (b + 1);
  double t = 0;
  for (int i = 0; i < N; i++)
    t += out[i] * (i % 7 + 1);
  printf ("wide-mult-narrow %ld %.1f\n", s, t);
  return 0;
}
