/* Reverse offload (GCC 13): the device half of "target device
   (ancestor: 1)" is a call of libgomp's GOMP_target_ext
   (libgomp/config/nvptx/target.c), which writes the host's addresses,
   sizes and kinds of the region's variables to GOMP_REV_OFFLOAD_VAR and
   waits for the host; the region's body is host code (the nohost
   function has no device body).  The call may write memory, so what msp
   knows of the mapped array A after it comes from the data block again:
   global on both sides of the call.  */
/* { dg-do link { target msp_gcc13 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 64

#pragma omp requires reverse_offload

int
main (void)
{
  int a[N], flag = 0;
#pragma omp target map(tofrom: a, flag)
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp target device(ancestor: 1) map(always, tofrom: flag) firstprivate(a)
    flag = a[3];
    for (int i = 0; i < N; i++)
      a[i] += flag;
  }
  return a[1] != 4;
}

/* { dg-final { scan-offload-ptx "call GOMP_target_ext, " } } */
/* { dg-final { scan-offload-ptx-times "st.global.u32" 2 } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
