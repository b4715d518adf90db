/* A parameter of a type with a machine mode (__int128: TImode) is passed
   by reference like any wider than 64 bits (nvptx_pass_by_reference),
   but the callee copies it into its own frame when its address is taken
   (function.cc, assign_parm_setup_reg): &S is in PICK's frame, .local as
   a SIMT region calls it, not in its caller's global one.  (It was given
   the caller's frame: ld.global of a .local address.)  A struct would
   not do on every release: GCC 15's offload compiler gives small structs
   BLKmode, which it reads in the caller's copy.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

#pragma omp declare target
__attribute__ ((noinline)) static float
pick (__int128 s, int k)
{
  char *p = (char *) &s;
  return p[k & 15];
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
      __int128 s = (__int128) in[i] << 64 | (long long) in[i];
      out[i] = pick (s, i);
    }
  return out[1] == 12345.0f;
}

/* { dg-final { scan-offload-ipa-dump "pick: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "pick" {ld\.local\.s8\t%r} } } */
/* { dg-final { scan-offload-ptx-function-not "pick" {ld\.global\.s8} } } */
/* The copy: from the caller's frame, global, into PICK's.  */
/* { dg-final { scan-offload-ptx-function "pick" {ld\.global\.u64\t%r[0-9]+, \[%r} } } */
/* The window is set before its first use, the copy of S into the frame
   that the parameter setup makes before NOTE_INSN_FUNCTION_BEG.  */
/* { dg-final { scan-offload-ptx {cvta\.to\.local\.u64\t(%r[0-9]+), %frame;.*st\.local\.u64\t\[\1\]} } } */
