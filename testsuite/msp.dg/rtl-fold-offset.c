/* Two gang-private arrays: the second lives at __gang_private_shared+512
   (nvptx_goacc_expand_var_decl).  expand makes its generic address as
   "cvta.shared" of the buffer plus 512; msp-rtl folds msp's conversion
   of it back to .shared into a mov of the buffer's .shared address plus
   512, following the pseudo's single definition.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 4096
#define TILE 128
int
main (void)
{
  static float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i % 31;
#pragma acc parallel copyin(in) copyout(out) num_gangs(N / TILE) vector_length(TILE)
  {
    float t1[TILE], t2[TILE];
#pragma acc loop gang private(t1, t2)
    for (int t = 0; t < N / TILE; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  { t1[i] = in[t * TILE + i]; t2[i] = 2 * in[t * TILE + i]; }
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = t1[TILE - 1 - i] + t2[i];
      }
  }
  return out[0] != in[TILE - 1];
}

/* { dg-final { scan-offload-rtl-dump " 2 round trips folded" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx {mov\.u64\s+(%r[0-9]+), __gang_private_shared;\s+// #NO_APP\s+add\.u64\s+\1, \1, 512;} } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
