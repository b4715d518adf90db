/* GCC's uncprop pass, which runs before msp-late, puts back into a PHI
   the name a test made equal to a constant on the PHI's edge: after
   "if (p == 0)", the 0B that parse returns becomes p, here the .shared
   address of the team array buf.  The pointer stored into the data
   block (st) then seemed to be .shared where ipmsp, which saw the
   constant, had decided that memory holds only global pointers: with
   -fchecking an internal error in msp-late, without it the function's
   loads left unknown.  The PHI rule takes the argument for the constant
   it is (edge-consts.cc): the stored pointer is global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#include <omp.h>

struct S { int v; };

#pragma omp declare target
struct S match = { 7 }, empty = { 0 };
char input[64] = " a";
#pragma omp end declare target

static void __attribute__ ((noinline))
fill (char *d)
{
  int k = 0;
  do
    d[k] = input[k];
  while (input[k++] != 0 && k < 64);
}

static inline struct S *
parse (const char *p)
{
  if (p == 0)
    return 0;
  while (*p == ' ')
    p++;
  if (*p == 0)
    return &empty;
  return &match;
}

int
main (void)
{
  int res[4] = { 0 };
#pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: res)
  {
    char buf[64];
    struct S *st;
#pragma omp parallel
    {
      int i = omp_get_thread_num ();
      if (i == 0)
	{
	  fill (buf);
	  st = parse (buf);
	}
#pragma omp barrier
      if (i == 0)
	res[omp_get_team_num ()] = st ? st->v : -1;
    }
  }
  return res[0] == 7 ? 0 : 1;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 'buf' \\(64 bytes\\) placed in .shared" "ipmsp" } } */
/* The PHI with buf's address on the edge of "p == 0", stored, is
   global.  */
/* { dg-final { scan-offload-tree-dump {# (_[0-9]+) = PHI <_[0-9]+\([0-9]+\), &(match|empty)\([0-9]+\), &(match|empty)\([0-9]+\)>.*\.st = \1;} "msp-late" } } */
/* { dg-final { scan-offload-tree-dump {mask (_[0-9]+) = global; implicit global\n.*# \1 = PHI <_[0-9]+\([0-9]+\), &} "msp-late" } } */
/* The loaded pointer is global: its load.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.global\.u32\t%r[0-9]+, \[%r[0-9]+\];} } } */
