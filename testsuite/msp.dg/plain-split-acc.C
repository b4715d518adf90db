// The plain line with OpenACC in C++, two translation units, built in one
// step and then with g++ -c (with -fplugin) and a link without it.  The
// accesses of both units' kernels are qualified.
// { dg-options "-O2 -fopenacc @PLAIN@ -fplugin-arg-msp-dump" }
// { dg-additional-sources "plain-split-acc_aux.C" }

#define N 1024

extern void shift (float *, int);

int
main ()
{
  static float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++)
    a[i] *= 2.0f;
  shift (a, N);
  return a[3] != 7.0f;
}

// The one-step build.
// { dg-final { msp-offload-names } }
// { dg-final { offload-dump-exists t msp-early } }
// { dg-final { scan-offload-ptx "\\.entry _Z5shiftPfi\\\$_omp_fn\\\$0" } }
// { dg-final { scan-offload-ptx "ld.global.f32" } }
// The split build: both kernels (each declared, then defined), msp's
// dumps, qualified accesses.
// { dg-final { msp-split-build } }
// { dg-final { offload-dump-exists t msp-late } }
// { dg-final { scan-offload-ptx-times "\\.entry \[_A-Za-z0-9\]+\\\$_omp_fn\\\$0 \\(\[^)\]*\\)\n" 2 } }
// { dg-final { scan-offload-ptx "st.global.f32" } }
