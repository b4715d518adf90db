/* A team array of a packed struct of four floats (HeCBench shmembench's
   float4, alignment 1) is placed at 16 bytes in .shared, and the
   parallel region's pointer to it, msp's copy of the buffer's address,
   gets that alignment (copy-align.cc): its elements' fields are
   ld.shared.f32 and st.shared.f32, and the swaps' struct copies are
   vectors, where GCC alone, knowing alignment 1, moves each float a
   byte at a time.  It runs under the executor (programs.exp), which
   checks every access's alignment.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define T 64

typedef struct __attribute__ ((packed))
{
  float x, y, z, w;
} float4;

static void
swap (float4 *a, float4 *b)
{
  float4 t = *b;
  *b = *a;
  *a = t;
}

float out[T];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(T)
  {
    float4 buf[3 * T];
#pragma omp parallel num_threads(T)
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int k = 0; k < 3; k++)
	{
	  buf[t + k * n].x = t + k;
	  buf[t + k * n].y = 2 * t;
	  buf[t + k * n].z = k;
	  buf[t + k * n].w = 1;
	}
#pragma omp barrier
      for (int j = 0; j < 5; j++)
	{
	  swap (buf + t, buf + t + n);
	  swap (buf + t + n, buf + t + 2 * n);
#pragma omp barrier
	}
      float4 *v = buf + t + 2 * n;
      if (omp_get_team_num () == 0)
	out[t] = v->x + v->y + v->z + v->w;
    }
  }
#pragma omp target update from(out)
  for (int t = 0; t < T; t++)
    if (out[t] != t + 2 + 2 * t + 2 + 1)
      return 1;
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'buf' \\(3072 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump "pointers given the alignment of the address an msp copy holds" "msp-late" } } */
/* { dg-final { scan-offload-ptx "\\.shared \\.align 16 \\.u8 __msp_team_shared" } } */
/* { dg-final { scan-offload-ptx "st\\.shared\\.f32" } } */
/* { dg-final { scan-offload-ptx-not "st\\.shared\\.u8" } } */
/* { dg-final { scan-offload-ptx-not "ld\\.shared\\.u8" } } */
