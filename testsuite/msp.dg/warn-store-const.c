/* A store to memory msp proved .const (a const table written through a
   cast): .const is read-only and PTX has no st.const.  msp warns and
   leaves the store generic (st.const would not assemble).  GCC 12 to 14
   put the read-only table CTAB in .const.  GCC 15 puts it in .global (PR
   target/119573): there msp does not warn (the test for excess errors
   would see the warning), and the store and the load of CTAB are
   .global.  */
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
    {
      int *p = (int *) &ctab[(i * 7) % N];
      *p = i; /* { dg-warning "store to constant memory, which is read-only" "" { target { ! msp_gcc15 } } } */
      out[i] = ctab[i % 3];
    }
  return out[1] != 2;
}

/* { dg-final { scan-offload-ptx-not "st.const" } } */
/* { dg-final { scan-offload-ptx-not "\tst.u32" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not "ld.const" { target msp_gcc15 } } } */
