/* A device address of a read-only table, returned to the host by one
   kernel and handed to the next as a device pointer (is_device_ptr).
   GCC 12 to 14 put the table in .const: a .const variable lives as long
   as the module, not one kernel.  The data block may then hold the
   .const bits the unit stores, and the load through P stays generic (it
   was .global).  GCC 15 puts the table in .global (PR target/119573):
   the unit stores only global pointers, and the load through P is
   .global (msp taking the table for .const would leave it generic).  */
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

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "\tld.u32" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "memory mask: global\n" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-times "ld.global.u32" 1 { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not "\tld.u32" { target msp_gcc15 } } } */
