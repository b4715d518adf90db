/* msp-late makes an access to a variable indexed by a variable an access
   through a pointer in the variable's space (rewrite_decl_ref).  The
   pointer is the variable's address converted right before the access,
   where the backend computes that address without msp (cvta.global of
   the symbol where it is used), not once at the function's start: there
   it would be a register live across the calls of the region's body
   (omp_get_thread_num, omp_get_team_num), which ptxas keeps in a
   callee-saved register and spills around them (one code of the
   real-code bench had 2 more registers and 8 more bytes of spills).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>

#define N 4096
#define B 256

float in[N], out[N];
#pragma omp declare target to(in, out)

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target update to(in)
#pragma omp target teams num_teams(N / B) thread_limit(B)
  {
#pragma omp parallel num_threads(B)
    {
      int g = omp_get_team_num () * B + omp_get_thread_num ();
      out[g] = 2 * in[g];
    }
  }
#pragma omp target update from(out)
  return out[17] != 34.0f;
}

/* The parallel region's body loads and stores .global, and takes the
   arrays' addresses after its calls.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.global\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {st\.global\.f32} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {omp_get_thread_num;[^$]*cvta\.global\.u64\t%r[0-9]+, in;} } } */
/* { dg-final { scan-offload-ptx-function-not "main\$_omp_fn\$1" {cvta\.global\.u64\t%r[0-9]+, (in|out);[^$]*omp_get_team_num;} } } */
