/* -fplugin-arg-msp-version prints msp's version, the GCC release it was
   built for and where to report bugs, once (it is not handed on to the
   offload compiler), and the build goes on.  */
/* { dg-options "-O2 -fopenmp @PLAIN@ -fplugin-arg-msp-version" } */
/* { dg-message " \[0-9.\]+ for GCC \[0-9\]+\\.\[0-9\]+\\.\[0-9\]+, loaded into the host compiler \\(GCC \[0-9.\]+\\)" "" { target *-*-* } 0 } */
/* { dg-message "bugs to: \[^ \]+" "" { target *-*-* } 0 } */
/* { dg-bogus "offload compiler" "" { target *-*-* } 0 } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 42;
  return x != 42;
}
