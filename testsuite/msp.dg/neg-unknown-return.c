/* A pointer returned by a function msp knows nothing about stays generic
   (strerror returns newlib's strings, which live in .const).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <string.h>

int
main (void)
{
  int out[64];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 64; i++)
    {
      const char *s = strerror (i & 3);
      out[i] = s[0];
    }
  return out[0] == 0;
}

/* { dg-final { scan-offload-tree-dump "mask s_\[0-9\]+ = unknown" "msp-early" } } */
/* { dg-final { scan-offload-ptx "\tld.\[su\]8" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.\[su\]8" } } */
