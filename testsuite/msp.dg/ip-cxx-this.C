// A member function's `this' and a reference parameter are pointers like
// any other: ADD is called on an element of a global array of objects,
// with a reference to a local of the caller (on the global soft stack),
// so both are global.
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

struct acc
{
  float v[16];
  __attribute__ ((noinline)) void
  add (int i, float &x)
  {
    v[i & 15] += x;
    x = v[(i + 1) & 15];
  }
};

#pragma omp declare target
acc objs[N];
#pragma omp end declare target

int
main ()
{
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      float t = in[i];
      objs[i].add (i, t);
      out[i] = t;
    }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "add : changed in argument memory space \\(2 arguments\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
