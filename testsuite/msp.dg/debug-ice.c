/* When the offload compiler crashes with msp loaded, GCC's report says
   that plugins are active and names msp: msp registers a callback of an
   ordinary event there (PLUGIN_FINISH).  -fplugin-arg-msp-debug-ice
   makes the crash.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-debug-ice" } */
/* { dg-ice "deliberate" } */
/* { dg-message "there are active plugins, do not report this as a bug" "" { target *-*-* } 0 } */
/* { dg-message "_FINISH *\\| msp" "" { target *-*-* } 0 } */
/* { dg-prune-output "Event *\\| Plugins" } */
/* { dg-prune-output "PLUGIN_ALL_PASSES_START" } */
/* { dg-prune-output "In function" } */
/* { dg-prune-output "returned 1 exit status" } */
/* { dg-prune-output "compilation terminated" } */
/* { dg-prune-output "lto-wrapper failed" } */
/* { dg-prune-output "ld returned 1 exit status" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 42;
  return x != 42;
}
