/* A number out of range says which numbers are accepted (-1 is).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-team-shared-max=-5 -fplugin-arg-msp-help=yes" } */
/* { dg-error "'-fplugin-arg-msp-team-shared-max': expected a whole number from -1 to 2147483647, not '-5'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-msp-help' takes no value, not 'yes'" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
