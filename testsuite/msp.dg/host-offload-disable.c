/* With -foffload=disable nothing reaches an offload compiler: msp, in the
   host compiler, warns that it has nothing to do.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -foffload=disable -fplugin=@PLUGIN@" } */
/* { dg-warning "msp.so' has nothing to do: this compilation does not offload to nvptx-none \\(see '-foffload'\\)" "" { target *-*-* } 0 } */

int
f (int *x)
{
#pragma omp target map(tofrom: x[0:1])
  x[0]++;
  return x[0];
}
