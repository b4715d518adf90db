/* Loaded into a compiler that neither is the nvptx-none offload compiler
   nor offloads to it (a copy of the host's cc1 configured, as far as
   plugins can tell, for another offload target: msp-other-compiler), msp
   stops with one sentence that says where it runs.  */
/* { dg-do compile } */
/* { dg-require-effective-target msp_other_compiler } */
/* { dg-options "-O2 -fopenmp @OTHER@ -fplugin=@PLUGIN@" } */
/* { dg-error "msp.so' runs only in a compiler that offloads to nvptx-none and in the nvptx-none offload compiler; this compiler was configured without '--enable-offload-targets=nvptx-none'" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
