/* Loaded into the host compiler (plain -fplugin), msp stops with one
   sentence saying how to load it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=@PLUGIN@" } */
/* { dg-error "runs only in the nvptx-none offload compiler: load it with '-foffload-options=nvptx-none=-fplugin=\[^'\]*msp.so', not '-fplugin'" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int
f (int x)
{
  return x + 1;
}
