/* msp-core.so named as the plugin says which file to load instead of
   GCC's "not licensed under a GPL-compatible license".  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin=@CORE@" } */
/* { dg-error "msp-core.so' is the part of msp that 'msp.so' loads, not a plugin of its own; use '-fplugin=\[^'\]*/msp.so'" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
