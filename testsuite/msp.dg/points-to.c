/* The copies msp makes of a pointer, converted into a space, point where
   the pointer points: they get its points-to information (here the
   restrict data block pointer of the region's body, .omp_data_i), and a
   variable's converted address points to the variable.  Without it
   RTL's alias analysis, which asks the alias oracle about the MEM_EXPRs,
   knew nothing of the accesses through the copies and kept loads below
   stores it had moved them above without msp (rsc of the real-code
   bench: +22 SASS instructions in loops, +6 registers; alias-cost.c).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fdump-tree-all-alias" } */

#define N 1024

float g[N];
#pragma omp declare target to(g)

void
scale (float *a, float *b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2 * b[i] + g[i ^ 1];
}

int
main (void)
{
  static float a[N], b[N];
  scale (a, b, N);
  return a[1] != 0.0f;
}

/* { dg-final { scan-offload-tree-dump "# PT = \[^\n\]*\\(nonlocal, restrict\\)\n *_\[0-9\]+ = \\(<address-space-1> struct \\.omp_data_s\[.0-9\]* \\*\\) \\.omp_data_i_\[0-9\]+\\(D\\);" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "# PT = \\{ D\\.\[0-9\]+ \\} \\(nonlocal\\)\n *_\[0-9\]+ = \\(\[^\n\]*\\) \\(&g\\);" "msp-late" } } */
