/* -fplugin-arg-msp-warnings=0 silences msp's warnings, as cicc's
   no-warnings modes do; the access stays generic all the same.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-warnings=0" } */

#include "warn-atomic-const.c"

/* { dg-final { scan-offload-ptx-not "atom.const" } } */
