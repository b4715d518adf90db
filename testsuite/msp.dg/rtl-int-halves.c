/* The distance from the .local frame array BUF to TILE (gang-private,
   .shared), kept as two 32-bit halves and rebuilt with a product: P is
   &tile[i].  At GIMPLE the halves carry pointer bits; at RTL the pseudo
   rebuilt from them is no offset either (a value of a narrower mode and
   a product by a constant counted as offsets before, and so did the
   halves at GIMPLE: ld.local of a .shared address, a miscompile).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <stdint.h>
#define N 64
#define TILE 32

#pragma acc routine seq
__attribute__ ((noinline)) static float
get (float *tile, int i, int k, int k2)
{
  float buf[8];
  for (int j = 0; j < 8; j++)
    buf[j] = j;
  /* The distance from BUF to TILE, as two halves rebuilt with a product:
     &buf[k2] + E is &tile[i] (K and K2 are 0).  */
  uintptr_t d = (uintptr_t) &tile[i] - (uintptr_t) &buf[k];
  volatile uint32_t lo = (uint32_t) d, hi = (uint32_t) (d >> 32);
  uintptr_t e = (uintptr_t) hi * 4294967296u + lo;
  float *p = (float *) ((uintptr_t) &buf[k2] + e);
  return *p + buf[(i + k) & 7];
}

int
main (void)
{
  static float out[N * TILE];
  int k = 0, k2 = 0;
#pragma acc parallel copyout(out) num_gangs(N) vector_length(TILE) firstprivate(k, k2)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = t + i;
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = get (tile, i, k, k2);
      }
  }
  return out[TILE + 1] != 2.0f;
}

/* { dg-final { scan-offload-tree-dump "get: 1 of 2 memory references resolved" "msp-late" } } */
/* { dg-final { scan-offload-rtl-dump "get: 0 of 1 backend memory references resolved" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx "\tld.f32" } } */
