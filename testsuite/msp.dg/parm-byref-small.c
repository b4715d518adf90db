/* A struct that fits a machine mode is passed by reference like any
   other (nvptx_pass_by_reference), but the callee copies it into its own
   frame when its address is taken (function.cc, assign_parm_setup_reg):
   &S is in PICK's frame, .local as a SIMT region calls it, not in its
   caller's global one.  (It was given the caller's frame: ld.global of
   a .local address.)  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

struct pair { float a, b; };

#pragma omp declare target
__attribute__ ((noinline)) static float
pick (struct pair s, int k)
{
  float *p = &s.a;
  return p[k & 1];
}
#pragma omp end declare target

int
main (void)
{
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
#pragma omp target teams distribute parallel for simd map(to: in) map(from: out)
  for (int i = 0; i < N; i++)
    {
      struct pair s = { in[i], in[i] + 1.0f };
      out[i] = pick (s, i);
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "pick: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "ld.local.f32\t%value" } } */
/* { dg-final { scan-offload-ptx-not "ld.global.f32\t%value" } } */
/* { dg-final { scan-offload-ptx "ld.global.u64\t%r\[0-9\]+, \\\[%r" } } */
/* The window is set before its first use, the copy of S into the frame
   that the parameter setup makes before NOTE_INSN_FUNCTION_BEG.  */
/* { dg-final { scan-offload-ptx {cvta\.to\.local\.u64\t(%r[0-9]+), %frame;.*st\.local\.u64\t\[\1\]} } } */
