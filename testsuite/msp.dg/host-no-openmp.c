/* Loaded into the host compiler of a compilation that offloads nothing
   (no -fopenmp or -fopenacc), msp warns that it has nothing to do.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=@PLUGIN@" } */
/* { dg-warning "msp.so' has nothing to do: without '-fopenmp' or '-fopenacc' this compilation offloads no code" "" { target *-*-* } 0 } */

int
f (int x)
{
  return x + 1;
}
