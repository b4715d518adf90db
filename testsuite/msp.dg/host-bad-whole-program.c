/* -fplugin-arg-msp-whole-program has no bare form (=yes is a promise
   the user makes by name): without a value it is an error of the host
   compilation, before any link.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-whole-program" } */
/* { dg-error "'-fplugin-arg-msp-whole-program': expected a value, one of no, yes, auto" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
