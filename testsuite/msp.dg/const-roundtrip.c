/* A device address of a .const table, returned to the host by one kernel
   and handed to the next as a device pointer (is_device_ptr): a .const
   variable lives as long as the module, not one kernel.  The data block
   may then hold the .const bits the unit stores, and the load through P
   stays generic (it was .global).  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma omp declare target
static const int tab[8] = { 10, 11, 12, 13, 14, 15, 16, 17 };
#pragma omp end declare target

int
main (void)
{
  const int *p = 0;
  int r = 0, i = 3;
#pragma omp target map(from: p)
  p = tab;
#pragma omp target map(from: r) is_device_ptr(p)
  r = p[i];
  return r != 13;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" } } */
/* { dg-final { scan-offload-ptx "\tld.u32" } } */
