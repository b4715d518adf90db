/* An atomic operation on memory msp proved .const: PTX has none (atom
   and red address .global and .shared only).  msp warns at the source
   location and leaves the access generic; the program builds as GCC
   alone compiles it.  GCC 12 to 14 put the read-only table CTAB in
   .const.  GCC 15 puts it in .global (PR target/119573): there msp does
   not warn (the test for excess errors would see the warning), and the
   atomic operation is atom.global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

#pragma omp declare target
static const int ctab[N] = { 1, 2, 3 };
#pragma omp end declare target

int
main (void)
{
  int out[N];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; i++)
    out[i] = __atomic_fetch_add ((int *) &ctab[i], 1, __ATOMIC_RELAXED); /* { dg-warning "atomic operation on constant memory, which PTX does not support" "" { target { ! msp_gcc15 } } } */
  return out[1] != 2;
}

/* { dg-final { scan-offload-ptx-not "atom.const" } } */
/* { dg-final { scan-offload-ptx "atom.global.add.u32" { target msp_gcc15 } } } */
