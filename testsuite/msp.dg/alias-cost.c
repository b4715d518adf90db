/* RTL's alias.cc answers "may alias" for two MEMs in different address
   spaces before it looks at their MEM_EXPRs, so giving accesses spaces
   could cost RTL optimisations the disambiguation GIMPLE did.  Measured
   on this kernel, which mixes .shared (gang-private) and .global
   accesses in the same loops: GCC emits 16 loads without msp and 13 with
   it (14 before msp's copies of pointers kept GCC's points-to
   information; 15 = 15 on an all-global kernel).  This test fails if a
   change makes RTL reload what GIMPLE had kept in registers.  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@" } */

/* The program of acc-gang-private.c.  */
#include "acc-gang-private.c"

/* { dg-final { scan-offload-ptx-times "\tld(?:\\.global|\\.shared|\\.local|\\.const)?\\.\[subf\]\[0-9\]+\t" 13 } } */
