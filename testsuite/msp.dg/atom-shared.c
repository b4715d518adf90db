/* Atomics on gang-private (.shared) memory become atom.shared: the
   pointer argument of the atomic builtin gets the shared space, which
   get_builtin_sync_mem turns into the MEM's address space.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#define N 4096
#define BINS 16

int
main (void)
{
  static int in[N], hist[N / 256][BINS];
  for (int i = 0; i < N; i++)
    in[i] = (i * 7) % BINS;
#pragma acc parallel copyin(in) copyout(hist) num_gangs(N / 256) vector_length(128)
  {
    int local_hist[BINS];
#pragma acc loop gang private(local_hist)
    for (int g = 0; g < N / 256; g++)
      {
#pragma acc loop vector
	for (int b = 0; b < BINS; b++)
	  local_hist[b] = 0;
#pragma acc loop vector
	for (int i = 0; i < 256; i++)
	  {
	    int b = in[g * 256 + i];
#pragma acc atomic update
	    local_hist[b] += 1;
	  }
#pragma acc loop vector
	for (int b = 0; b < BINS; b++)
	  hist[g][b] = local_hist[b];
      }
  }
  return hist[0][0] == 12345;
}

/* { dg-final { scan-offload-ptx "atom.shared.add.u32" } } */
/* { dg-final { scan-offload-ptx-not "\tatom.add" } } */
/* { dg-final { scan-offload-ptx "st.shared.u32" } } */
