/* Elements of a row of a team tile at a variable row, t[j][0] to
   t[j][3]: msp-late makes them accesses through the row's 32-bit
   .shared pointer plus a constant (lower_short_ref), one add for the
   row.  Without it expand truncates each element's 64-bit offset,
   constant part and all, into a register of its own: an add per
   element, where the 64-bit address had [%r+4].  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>

#define B 64

float out[B];
#pragma omp declare target to(out)

int
main (void)
{
#pragma omp target teams num_teams(4) thread_limit(B)
  {
    float t[16][8];
#pragma omp parallel num_threads(B)
    {
      int i = omp_get_thread_num ();
      t[i / 8][i % 8] = i;
      t[i / 8 + 8][i % 8] = -i;
#pragma omp barrier
      int j = i % 16;
      out[i] = t[j][0] + 2 * t[j][1] + 3 * t[j][2] + 4 * t[j][3];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "team arrays of main._omp_fn.0/\[0-9\]+: 't' \\(512 bytes\\) placed in .shared" "ipmsp" } } */
/* The loads through one 32-bit register and constants.  */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {ld\.shared\.f32\t%r[0-9]+, \[(%r[0-9]+)\+4\];.*ld\.shared\.f32\t%r[0-9]+, \[\1\+8\];.*ld\.shared\.f32\t%r[0-9]+, \[\1\+12\];} } } */
/* { dg-final { scan-offload-ptx-function "main\$_omp_fn\$1" {\.reg\.u32 (%r[0-9]+);.*ld\.shared\.f32\t%r[0-9]+, \[\1\+12\];} } } */
/* No access made volatile (get_inner_reference sets its flag only for a
   volatile reference).  */
/* { dg-final { scan-offload-tree-dump-not "\\\] =\\{v\\}|=\\{v\\} MEM" "msp-late" } } */
