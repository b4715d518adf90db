/* OpenACC gang-private variables live in .shared memory
   (nvptx_goacc_expand_var_decl).  The late pass turns the accesses to the
   tile into accesses through a shared pointer, converted right before
   them: st.shared/ld.shared.  The conversion of the tile's address is,
   at expand, one mov of the symbol's .shared address
   (msp_addr_space_convert), not cvta.to.shared of the backend's generic
   address (cvta.shared), and no conversion is left in a loop.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

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
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N / TILE; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = in[t * TILE + i];
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  out[t * TILE + i] = tile[TILE - 1 - i];
      }
  }
  return out[0] != in[TILE - 1];
}

/* { dg-final { scan-offload-tree-dump "declaration accesses made pointer accesses" "msp-late" } } */
/* { dg-final { scan-offload-ptx "st.shared.f32" } } */
/* { dg-final { scan-offload-ptx "ld.shared.f32" } } */
/* { dg-final { scan-offload-ptx-times {mov\.u32\s+%r[0-9]+, __gang_private_shared;} 1 } } */
/* { dg-final { scan-offload-ptx-not {cvta\.to\.} } } */
/* { dg-final { scan-offload-rtl-dump " 0 round trips folded" "msp-rtl" } } */
/* { dg-final { scan-offload-ptx-census "cvta_in_loop=0 " } } */
