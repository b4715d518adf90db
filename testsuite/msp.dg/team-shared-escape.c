/* A team array stays on the soft stack when its address may reach
   memory or code msp does not follow to its end: a .shared address means
   the same object only inside its CTA, and the host, other teams and
   libgomp's reverse offload could read it (gimple/ipa/team-shared.cc, point 3).
   Here the address of A is stored into a global pointer, B's is passed
   to a function that keeps it, C's is made an integer, D's reaches an
   asm, and F's, which the parallel region's body loads from its data
   block, is stored there into global memory.  msp follows B's and E's
   addresses into the functions they are passed to (GCC's modref
   summaries, EAF_NO_DIRECT_ESCAPE, do not reach the offload compiler):
   E, which FILL only stores through, moves.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>
#include <stdint.h>

#define B 64

float *gp, *gq;
uintptr_t gi;
float out[B];
#pragma omp declare target to(gp, gq, gi, out)

#pragma omp declare target
__attribute__ ((noinline)) void
keep (float *p)
{
  gq = p;
}

__attribute__ ((noinline)) void
fill (float *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i;
}
#pragma omp end declare target

int
main (void)
{
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float a[B], b[B], c[B], d[B], e[B], f[B];
    gp = a;
    keep (b);
    gi = (uintptr_t) c;
    __asm__ volatile ("" : : "r" (d) : "memory");
    fill (e, B);
#pragma omp parallel num_threads(B)
    {
      int t = omp_get_thread_num ();
      a[t] = b[t] = c[t] = d[t] = f[t] = t;
      if (t == 0)
	gp = f;
#pragma omp barrier
      out[t] = a[t] + b[t] + c[t] + d[t] + e[t] + f[B - 1 - t];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'a' stays on the soft stack: its address is stored into memory" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'b' stays on the soft stack: its address is stored into memory: gq = p_\[0-9\]+\\(D\\);" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'c' stays on the soft stack: its address goes where msp does not follow it" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'d' stays on the soft stack: its address reaches an asm statement" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'f' stays on the soft stack: its address is stored into memory" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'e' \\(256 bytes\\) placed in .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump-times "placed in .shared" 1 "ipmsp" } } */
