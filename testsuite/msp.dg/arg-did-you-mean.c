/* A misspelt -fplugin-arg-msp-KEY gets GCC's "did you mean".  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-sumary" } */
/* { dg-error "'-fplugin-arg-msp-sumary': unknown argument; did you mean '-fplugin-arg-msp-summary'\\?" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
