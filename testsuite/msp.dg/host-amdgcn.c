/* Offloading to another target only (amdgcn): msp leaves it alone and
   warns that it has nothing to do.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -foffload=amdgcn-amdhsa -fplugin=@PLUGIN@" } */
/* { dg-warning "msp.so' has nothing to do: this compilation does not offload to nvptx-none" "" { target *-*-* } 0 } */

int
f (int *x)
{
#pragma omp target map(tofrom: x[0:1])
  x[0]++;
  return x[0];
}
