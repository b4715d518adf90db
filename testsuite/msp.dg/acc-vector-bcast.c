/* With vector_length above the warp size and several workers, the vector
   broadcasts of a vector-single region (the values it computed, and the
   .local frame, copied in a loop) go through each worker's partition of
   the .shared buffer __oacc_bcast.  nvptx_reorg addresses it through the
   pseudo cfun->machine->bcast_partition, which no insn sets: the
   prologue text sets it ("mad.lo.u64 %rN, %y64, SIZE, %t_bcast; //
   vector broadcast offset", nvptx_init_oacc_workers, %t_bcast the
   generic address of __oacc_bcast).  msp-rtl takes it for .shared and
   converts it once before the first insn: every broadcast is
   st.shared/ld.shared (before, generic), and none is left generic.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 256

float a[N][N], b[N][N];
double red[N];

#pragma acc routine vector
static void
addrow (float *out, const float *row, float t)
{
#pragma acc loop vector
  for (int j = 0; j < N; j++)
    out[j] = row[j] + t;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i + j;
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(64) \
  copyin(a) copyout(b, red)
  {
#pragma acc loop gang worker
    for (int i = 0; i < N; i++)
      {
	float loc[4];
	for (int k = 0; k < 4; k++)
	  loc[k] = a[i][k];
	double sum = 0;
#pragma acc loop vector reduction(+: sum)
	for (int j = 0; j < N; j++)
	  sum += a[i][j] * loc[j & 3];
	red[i] = sum;
	addrow (&b[i][0], &a[i][0], loc[i & 3]);
      }
  }
  return b[1][1] != 4.0f || red[0] == 0.0;
}

/* { dg-final { scan-offload-ptx {mad\.lo\.u64\s+(%r[0-9]+), %y64, [0-9]+, %t_bcast; // vector broadcast offset\n(?:[^\n]*\n)*?\s*cvta\.to\.shared\.u64\s+%r[0-9]+, \1;} } } */
/* { dg-final { scan-offload-ptx {st\.shared\.u64\s+\[%r[0-9]+\+16\]} } } */
/* { dg-final { scan-offload-ptx {ld\.shared\.u64\s+%r[0-9]+, \[%r[0-9]+\+16\]} } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
