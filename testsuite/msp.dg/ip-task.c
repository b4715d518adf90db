/* An OpenMP task body is outlined into a function that GOMP_task calls
   back with the task's data block: the encountering thread's block, or
   a copy in GOMP_task's own frame or on libgomp's heap, all global
   (libgomp/task.c).  Its data parameter is global, and so are the
   accesses to the block and through the pointer read from it.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define N 1024

int
main (void)
{
  float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(tofrom: a)
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < 4; t++)
    {
      float *p = a + t * (N / 4);
      float f = t + 1.0f;
#pragma omp task firstprivate(p, f)
      for (int i = 0; i < N / 4; i++)
	p[i] *= f;
    }
  return a[3] != 3.0f;
}

/* { dg-final { scan-offload-ipa-dump "callback main._omp_fn.2: data parameter global" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-census "^generic=0 " } } */
