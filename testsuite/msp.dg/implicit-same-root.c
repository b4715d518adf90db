/* Comparing two pointers into one object reveals where they lie in it,
   not the object's address: a loop over a gang-private (.shared) array
   with a pointer induction variable, whose exit test compares it with
   the array's end, adds no .shared bits to the stores in the loop, and
   the unit still stores only global pointers.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 64

int
main (void)
{
  static int in[N], out[N];
#pragma acc parallel num_gangs(1) copyin(in) copyout(out)
  {
    int tile[N];
    for (int *p = tile; p != tile + N; p++)
      *p = in[p - tile] * 2;
    int *o = out;
    for (const int *p = tile; p != tile + N; p++)
      *o++ = *p + 1;
  }
  return out[1] == 12345;
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "st.global.u32" } } */
