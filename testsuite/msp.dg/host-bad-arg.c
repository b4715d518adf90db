/* An unknown -fplugin-arg-msp-KEY on the host line is an error of the
   host compilation, before any link.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-no-such-knob" } */
/* { dg-error "'-fplugin-arg-msp-no-such-knob': unknown argument; the known ones are dump" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
