/* A parameter (here the region body's data block pointer, .omp_data_i)
   is converted into .global once, at the function's start, and a
   pointer loaded from memory once, right after the load; every access
   through it uses that one copy.  A copy made right before each access
   (as msp makes for other .global pointers) would give each access a
   MEM_EXPR of its own, and RTL's GCSE, which takes two loads for the
   same expression only when their MEM_EXPRs are equal (exp_equiv_p), no
   longer removed the partly redundant loads of a field that it removed
   without msp (rsc of the real-code bench: +22 SASS instructions in
   loops, +6 registers).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>
#define N 4096

void
affine (int *v, const int *coef, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: v[0:n]) map(to: coef[0:2])
  for (int i = 0; i < n; i++)
    v[i] = coef[0] + v[i] * coef[1];
}

int
main (void)
{
  int a[N], pos = 0, neg = 0, coef[2] = { 1, 2 };
  affine (a, coef, 2);
  for (int i = 0; i < N; i++)
    a[i] = (i % 3) - 1;
#pragma omp target teams num_teams(4) thread_limit(64) map(to: a) map(tofrom: pos, neg)
  {
#pragma omp parallel
    {
      int t = omp_get_thread_num ();
      for (int i = t; i < N; i += omp_get_num_threads ())
	{
	  if (a[i] > 0)
	    {
#pragma omp atomic
	      pos++;
	    }
	  else if (a[i] < 0)
	    {
#pragma omp atomic
	      neg++;
	    }
	}
    }
  }
  return pos != 4 * 1365 || neg != 4 * 1366;
}

/* One copy for the three loads of main._omp_fn.1's data block, one for
   the two loads through affine's COEF.  */
/* { dg-final { scan-offload-tree-dump-times "= \\(<address-space-1> struct \\.omp_data_s\[.0-9\]* \\*\\) \\.omp_data_i_\[0-9\]+\\(D\\);" 2 "msp-late" } } */
/* { dg-final { scan-offload-tree-dump-times "= \\(const <address-space-1> int \\*\\) coef_\[0-9\]+;" 1 "msp-late" } } */
/* { dg-final { scan-offload-ptx "atom.global.add.u32" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
