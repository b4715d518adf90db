/* Teams-private variables shared by a parallel region: the encountering
   thread stores their addresses, on its soft stack (global), into the
   region's data block, and the body loads them from .omp_data_i.  The
   first kernel stores a pointer outside global memory into its
   region's block (GCC 12 to 14: a .const table; from GCC 15, whose tables are
   .global, a block of the pteam allocator, .shared from GCC 14), so
   the memory mask of the unit holds it.  msp counts, for each parallel
   body, what the stores into each place of its data blocks stored
   (gimple/analysis/blocks.cc): the scalar, the array, the struct (atomics in
   a function it is passed to) and the pointer of the second region stay
   global, whatever the first stores (before, generic, atomics
   included).  The first region's pointer is what its block holds: on
   GCC 12 to 14, .const.  The array stays on the soft stack here
   (-fplugin-arg-msp-team-shared=0): team-shared.c moves it.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump,-fplugin-arg-msp-team-shared=0" } */

#include <omp.h>

#define N 1024
#define T 64

struct acc { float s; int n; float v[8]; };

#pragma omp declare target
float a[N], b[N], c[N];
#if __GNUC__ < 15
static const float ctab[4] = { 1, 2, 3, 4 };
#endif

__attribute__ ((noinline)) static void
bump (struct acc *p, float x)
{
#pragma omp atomic
  p->s += x;
#pragma omp atomic
  p->n += 1;
}
#pragma omp end declare target

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i;

#pragma omp target
  {
#if __GNUC__ >= 15
    float *ctab = (float *) omp_alloc (4 * sizeof (float),
				       omp_pteam_mem_alloc);
    for (int k = 0; k < 4; k++)
      ctab[k] = k + 1;
#endif
    const float *tab = ctab;
#pragma omp parallel num_threads(T)
    {
      int t = omp_get_thread_num ();
      c[t] = a[t] * tab[t & 3];
    }
  }

#pragma omp target teams num_teams(8)
  {
    float tmp[T];
    float sum = 0.0f;
    struct acc st = { 0, 0, { 0 } };
    float *ptmp = tmp;
    int team = omp_get_team_num ();
#pragma omp parallel num_threads(T) shared(tmp, sum, st)
    {
      int t = omp_get_thread_num ();
      ptmp[t] = a[team * T + t];
#pragma omp barrier
      bump (&st, tmp[T - 1 - t]);
      st.v[t & 7] = t;
#pragma omp atomic
      sum += tmp[T - 1 - t];
    }
    b[team] = sum + st.s + st.n + st.v[3];
  }
  return b[0] != 2016.0f;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|shared" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ipa-dump "callback main._omp_fn.3: data parameter global; data block empty(, bits \[0-9\]+\\+64 global){4}\n" "ipmsp" } } */
/* { dg-final { scan-offload-ptx {atom\.global\.cas\.b32} } } */
/* { dg-final { scan-offload-ptx {atom\.global\.add\.u32} } } */
/* { dg-final { scan-offload-ptx-not {\tatom\.(cas|add)\.} } } */
/* { dg-final { scan-offload-ptx {ld\.const\.f32} { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " { target { ! msp_gcc15 } } } } */
