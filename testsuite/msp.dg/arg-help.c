/* -fplugin-arg-msp-help prints msp's arguments and where to report bugs,
   on stderr (cc1's stdout may be its assembly), and the compilation goes
   on without a warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-help" } */
/* { dg-message " \[0-9.\]+: state spaces for nvptx-none offload code" "" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-msp-disable\\\[=0\\|1\\\]" "" { target *-*-* } 0 } */
/* { dg-message "Report bugs to: " "" { target *-*-* } 0 } */
/* The other lines of the text.  */
/* { dg-prune-output "  " } */
/* { dg-prune-output "-fplugin-arg-msp-" } */

int
f (int x)
{
  return x + 1;
}
