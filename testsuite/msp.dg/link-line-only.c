/* -fplugin=msp on the link line alone (objects compiled without it) does
   nothing: with -flto the host's lto1 loads msp at the link, and msp
   warns there, saying what to do; objects compiled with msp get no
   warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -flto @PLAIN@" } */

#include "global-map.c"

/* { dg-final { msp-link-line-only "-O2 -fopenmp -flto @PLAIN@" 0 } } */
/* { dg-final { msp-link-line-only "-O2 -fopenmp -flto @PLAIN@" 1 } } */
