/* Two gang-private arrays: the second lives at __gang_private_shared+512
   (nvptx_goacc_expand_var_decl).  The backend's generic address of it is
   "cvta.shared" of the buffer plus 512; msp's conversion of the array's
   address to .shared is, at expand, the mov of the buffer's .shared
   address plus 512 (msp_addr_space_convert), with no round trip
   through the generic address left for msp-rtl to fold.  */
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

/* { dg-final { scan-offload-rtl-dump " 0 round trips folded" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx {mov\.u32\s+%r[0-9]+, __gang_private_shared\+512;} } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
