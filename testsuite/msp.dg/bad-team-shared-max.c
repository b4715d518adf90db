/* A malformed byte count for -fplugin-arg-msp-team-shared-max is an
   error that names the argument.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-team-shared-max=48k" } */
/* { dg-error "'-fplugin-arg-msp-team-shared-max': expected a whole number from -1 to 2147483647, not '48k'" "" { target *-*-* } 0 } */
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
