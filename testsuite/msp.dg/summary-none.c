/* Without -fplugin-arg-msp-summary or -v msp prints no summary.  */
/* { dg-options "-O2 -fopenmp @PLAIN@" } */
/* { dg-bogus "memory instructions in a state space" "" { target *-*-* } 0 } */

#include "global-map.c"
