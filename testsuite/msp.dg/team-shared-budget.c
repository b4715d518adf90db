/* A CTA has 48 KiB of .shared memory; libgomp takes 396 bytes of it in
   every OpenMP kernel, and from GCC 14 8 KiB more for its low-latency
   allocators.  The team arrays of one kernel must fit in what is left:
   BIG1 does, BIG2 (60000 bytes with BIG1) stays on the soft stack.  The
   arrays of different kernels share the storage, since a CTA runs one
   kernel: __msp_team_shared is as large as the largest kernel's arrays,
   not their sum (the CUDA linker charges every OpenMP kernel with every
   .shared variable a region body may reach, and ptxas refuses more than
   48 KiB).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define N 7500

float out[N];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(128)
  {
    float big1[N], big2[N];
#pragma omp parallel num_threads(128)
    for (int i = omp_get_thread_num (); i < N; i += 128)
      {
	big1[i] = i;
	big2[i] = 2 * i;
      }
    out[omp_get_team_num ()] = big1[N - 1] + big2[N - 2];
  }
#pragma omp target teams num_teams(2) thread_limit(128)
  {
    float small[N / 2];
#pragma omp parallel num_threads(128)
    for (int i = omp_get_thread_num (); i < N / 2; i += 128)
      small[i] = i;
    out[omp_get_team_num ()] += small[7];
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'big1' \\(30000 bytes\\) placed in .shared at __msp_team_shared\\+0," "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'big2' stays on the soft stack: over the .shared budget" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "'small' \\(15000 bytes\\) placed in .shared at __msp_team_shared\\+0," "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "team arrays: 30000 bytes of .shared" "ipmsp" } } */
/* { dg-final { scan-offload-ptx {\.shared \.align [0-9]+ \.u8 __msp_team_shared[$0-9]*\[30000\];} } } */
