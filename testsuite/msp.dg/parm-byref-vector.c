/* nvptx passes a vector (here of 64 bytes) and a scalar wider than 64
   bits (__int128) by reference, as the address of a copy the caller
   makes in its frame: .local in OpenACC.  The callee's incoming pointer
   is the caller's frame, not the space of the value's elements; the
   loads through it are .local (they were .global: the elements, loaded
   from global memory, were taken for the storage).  */
/* { dg-options "-O2 -fopenacc -Wno-psabi @OFFLOAD@=-fplugin-arg-msp-dump" } */

typedef double v8 __attribute__ ((vector_size (64)));

#pragma acc routine seq
__attribute__ ((noinline)) static double
pick (v8 v, int i)
{
  return v[i & 7];
}

#pragma acc routine seq
__attribute__ ((noinline)) static unsigned __int128
mul3 (unsigned __int128 x)
{
  return x * 3;
}

int
main (void)
{
  double a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, r = 0;
  unsigned long w[2] = { 1, 2 }, q = 0;
  int i = 3;
#pragma acc parallel copyin(a, w) copy(r, q)
  {
    v8 v = { a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7] };
    r = pick (v, i);
    unsigned __int128 x = ((unsigned __int128) w[1] << 64) | w[0];
    q = (unsigned long) (mul3 (x) >> 64);
  }
  return r != 4.0 || q != 6;
}

/* { dg-final { scan-offload-ptx-function "pick" "ld.local.f64" } } */
/* { dg-final { scan-offload-ptx-function-not "pick" "ld.global" } } */
/* { dg-final { scan-offload-ptx-function "mul3" "ld.local.u64" } } */
/* { dg-final { scan-offload-ptx-function-not "mul3" "ld.global" } } */
