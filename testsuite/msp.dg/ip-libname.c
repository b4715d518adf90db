/* A public device function named like a function the nvptx-none
   libraries call (newlib references memmem) may be called by them once
   the image is linked: its callers are not all known.  Its parameters
   are unknown, and since its loop tests them, so is every bit of its
   result, which the kernel stores: the memory mask is unknown and there
   is nothing to clone MEMMEM for.  (Before msp tracked implicit flows,
   MEMMEM was cloned for the kernel's call.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stddef.h>

#define N 256

#pragma omp declare target
__attribute__ ((noinline)) void *
memmem (const void *hay, size_t n, const void *needle, size_t m)
{
  const char *h = (const char *) hay, *s = (const char *) needle;
  for (size_t i = 0; i + m <= n; i++)
    {
      size_t j = 0;
      while (j < m && h[i + j] == s[j])
	j++;
      if (j == m)
	return (void *) (h + i);
    }
  return NULL;
}
#pragma omp end declare target

int
main (void)
{
  char text[N], word[4] = "abc";
  int found = 0;
  for (int i = 0; i < N; i++)
    text[i] = 'a' + i % 5;
#pragma omp target map(to: text, word) map(from: found)
  found = memmem (text, N, word, 3) != NULL;
  return !found;
}

/* { dg-final { scan-offload-ipa-dump "whole device program: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "memmem: frame \[a-z|\]*; callers not known" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: unknown" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "0 clones made" "ipmsp" } } */
