/* MAKE returns a struct in memory, to the return slot its caller
   chooses: here (return slot optimisation) an element of a global
   array, or a temporary of the caller's frame, on the global soft
   stack.  Its only caller is known, so ipmsp gives the return slot that
   space, and MAKE's stores are st.global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

struct vec8 { float v[8]; };

#pragma omp declare target
__attribute__ ((noinline)) static struct vec8
make (float x, int k)
{
  struct vec8 r;
  float *p = r.v;
  for (int i = 0; i < 8; i++)
    p[(i + k) & 7] = x + i;
  return r;
}
struct vec8 out[N];
#pragma omp end declare target

int
main (void)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    out[i] = make (i, i);
  return 0;
}

/* { dg-final { scan-offload-tree-dump "make: 1 of 1 memory references resolved \\(global 1," "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.global.f32" } } */
