/* FILL returns a struct in memory: the caller's return slot, here (return
   slot optimisation) the gang-private S in .shared memory, which NRV
   makes FILL write as <retval>.  The result is not FILL's own .local
   frame: its accesses stay generic.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 64

struct vec8 { float v[8]; };

#pragma acc routine seq
__attribute__ ((noinline)) static struct vec8
fill (float x, int k)
{
  struct vec8 r;
  for (int i = 0; i < 8; i++)
    r.v[(i + k) & 7] = x + i;
  return r;
}

int
main (void)
{
  static float out[N];
#pragma acc parallel copyout(out) num_gangs(N) vector_length(32)
  {
    struct vec8 s;
#pragma acc loop gang private(s)
    for (int t = 0; t < N; t++)
      {
	s = fill (t, t);
	out[t] = s.v[t & 7];
      }
  }
  return out[3] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "fill: 0 of 0 memory references resolved" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "st.local.f32" } } */
