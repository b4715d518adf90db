/* GET takes the address of its parameter P, so expand stores P's
   incoming value, a .shared address, into the frame: a store no GIMPLE
   statement makes.  ipmsp counts the incoming values of such parameters
   as stored: the memory mask holds .shared, and the load of P back from
   the frame gives a generic access (it was ld.global).  */
/* { dg-options "-O2 -fopenacc @OFFLOAD@=-fplugin-arg-msp-dump" } */

#pragma acc routine seq
__attribute__ ((noinline, noipa)) static void
touch (int **pp)
{
  (void) *pp;
}

#pragma acc routine seq
__attribute__ ((noinline)) static int
get (int *p)
{
  touch (&p);
  return *p;
}

int
main (void)
{
  int out = 0;
#pragma acc parallel num_gangs(1) copy(out)
  {
    int x[4] = { 1, 2, 3, 4 };
    out = get (&x[out & 3]);
  }
  return out != 1;
}

/* { dg-final { scan-offload-ipa-dump "get: frame local" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(parameter whose address is taken in get\\)" "ipmsp" } } */
/* { dg-final { scan-offload-ptx-function "get" "\tld.u32" } } */
/* { dg-final { scan-offload-ptx-function-not "get" "ld.global.u32" } } */
