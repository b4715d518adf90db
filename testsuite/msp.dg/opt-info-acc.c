/* Remarks through -fopt-info in the offload compiler: ipmsp says which
   functions it cloned and which it specialised in place, msp-late which
   accesses stay generic and why, each at the user's line.  SUM8 is
   called with a gang-private tile (.shared) and with a global array: it
   is cloned for the tile and specialised in place for the array.  PICK
   is one or the other, and Q, an asm's output, comes from nowhere msp
   knows.  The remarks go to a file, scanned below (scan-dump of GCC's
   testsuite, on the file's name as scoff formats offload dump names),
   so that GCC's own remarks stay out of the link's output; without
   -fopt-info there are none, in msp's dumps neither.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump=details,-fopt-info-missed-optimized=opt-info-acc.xnvptx-none.mkoffload.remarks" } */

#define N 64
#define TILE 32

#pragma acc routine seq
__attribute__ ((noinline)) static float
sum8 (const float *p, int k)
{
  float s = 0.0f;
  for (int i = 0; i < 8; i++)
    s += p[(i + k) & (TILE - 1)];
  return s;
}

int
main (void)
{
  static float in[N * TILE], out[N * TILE];
  for (int i = 0; i < N * TILE; i++)
    in[i] = i % 7;
#pragma acc parallel copyin(in) copyout(out) num_gangs(N) vector_length(TILE)
  {
    float tile[TILE];
#pragma acc loop gang private(tile)
    for (int t = 0; t < N; t++)
      {
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  tile[i] = in[t * TILE + i];
#pragma acc loop vector
	for (int i = 0; i < TILE; i++)
	  {
	    const float *pick = (i & 1) ? tile : &in[t * TILE];
	    float *q = &out[t * TILE];
	    __asm__ ("" : "+r" (q));
	    float v = sum8 (tile, i) + sum8 (&in[t * TILE], i);
	    v += pick[i];
	    q[i] = v;
	  }
      }
  }
  return out[0] == 12345.0f;
}

/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-acc\\.c:18:\[0-9\]+: optimized: cloned sum8 as sum8\\\$msp\\\$0 for p in \\.shared\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-acc\\.c:18:\[0-9\]+: optimized: specialised sum8 in place for p in \\.global\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-acc\\.c:48:\[0-9\]+: missed: load stays generic: (its address|'pick') may point into global or shared memory\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump "offload-remarks" "opt-info-acc\\.c:49:\[0-9\]+: missed: store stays generic: the provenance of 'q' is unknown\n" "remarks" "" } } */
/* { dg-final { scoff end scan-dump-times "offload-remarks" "stays generic" 2 "remarks" "" } } */
/* { dg-final { scan-offload-ipa-dump-times "cloned sum8 as|specialised sum8 in place" 0 "ipmsp" } } */
/* { dg-final { scan-offload-tree-dump-not "stays generic" "msp-late" } } */
