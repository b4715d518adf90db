/* An unknown -fplugin-arg-msp-KEY is an error that names the argument,
   once although the offload compiler gets the options twice.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-no-such-knob" } */
/* { dg-error "'-fplugin-arg-msp-no-such-knob': unknown argument; the known ones are dump" "" { target *-*-* } 0 } */
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
