/* A struct passed by value is passed by reference to a copy the caller
   makes in its own frame (calls.cc, assign_temp), here the .local frame
   of an OpenACC routine's caller: ipmsp gives the parameter the callers'
   frame space, and its accesses are ld.local.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

struct vec8 { float v[8]; };

#pragma acc routine seq
__attribute__ ((noinline)) static float
sum (struct vec8 s, int k)
{
  float t = 0.0f;
  for (int i = 0; i < 8; i++)
    t += s.v[(i + k) & 7];
  return t;
}

int
main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    {
      struct vec8 s;
      for (int k = 0; k < 8; k++)
	s.v[k] = in[i] + k;
      out[i] = sum (s, i);
    }
  return out[0] == 12345.0f;
}

/* { dg-final { scan-offload-tree-dump "sum: \[0-9\]+ declaration accesses made pointer accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "ld.local.f32" } } */
