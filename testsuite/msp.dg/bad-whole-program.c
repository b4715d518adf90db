/* -fplugin-arg-msp-whole-program takes auto, yes or no; anything else
   is an error that names the argument and the values it takes.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-whole-program=maybe" } */
/* { dg-error "'-fplugin-arg-msp-whole-program': expected one of no, yes, auto, not 'maybe'" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */
/* { dg-prune-output "returned 1 exit status" } */
/* { dg-prune-output "compilation terminated" } */
/* { dg-prune-output "lto-wrapper failed" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 42;
  return x != 42;
}
