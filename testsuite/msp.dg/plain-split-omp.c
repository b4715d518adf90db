/* The plain line with two translation units, both with offload code,
   built in one step and then as Makefiles do: gcc -c with -fplugin for
   each, and a link line without it (but with -foffload-options of its
   own, which lto-wrapper merges with those the objects carry).  Each
   object records msp and its arguments, so the offload compile of the
   link loads msp, once, and writes msp's dumps.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-dump" } */
/* { dg-additional-sources "plain-split-omp_aux.c" } */

#define N 1024

extern void scale (float *, int);

int
main (void)
{
  static float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++)
    a[i] += 1.0f;
  scale (a, N);
  return a[3] != 8.0f;
}

/* The one-step build.  */
/* { dg-final { msp-offload-names } } */
/* { dg-final { offload-dump-exists t msp-early } } */
/* { dg-final { scan-offload-ptx "\\.entry scale\\\$_omp_fn\\\$0" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
/* The split build: both kernels, all accesses qualified, msp's dumps.  */
/* { dg-final { msp-split-build } } */
/* { dg-final { offload-dump-exists t msp-late } } */
/* { dg-final { scan-offload-ptx-times "\\.entry \[a-z\]+\\\$_omp_fn\\\$0" 2 } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 global=\[1-9\]" } } */
