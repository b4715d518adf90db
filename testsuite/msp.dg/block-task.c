/* The conservative side of block-teams-private.c: GOMP_task copies the
   data block of a task (or has a copy function fill it) into a buffer
   of its own, whose stores msp does not see, so a task's loads from its
   block read what memory may hold: here .global or .const (a .const
   table's address is stored into memory), and the teams-private
   variable the task updates through its block stays generic.  The
   parallel region's block holds its address alone: global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#define T 64

#pragma omp declare target
float a[T], b[8], c[T];
static const float ctab[4] = { 1, 2, 3, 4 };
const float *tabp;
#pragma omp end declare target

int
main (void)
{
#pragma omp target teams num_teams(8)
  {
    float sum = 0.0f;
    int team = __builtin_omp_get_team_num ();
    tabp = ctab;
#pragma omp parallel num_threads(T) shared(sum)
    {
      int t = __builtin_omp_get_thread_num ();
#pragma omp atomic
      sum += a[t];
#pragma omp barrier
#pragma omp single
      {
#pragma omp task shared(sum)
	sum += 1.0f;
      }
    }
    b[team] = sum;
  }
  return b[0] != 2017.0f;
}

/* { dg-final { scan-offload-ipa-dump "memory mask: global\\|const" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "callback main._omp_fn.1: data parameter global; data block empty, bits 0\\+64 global\n" "ipmsp" } } */
/* { dg-final { scan-offload-ipa-dump "callback main._omp_fn.2: data parameter global; data block any\n" "ipmsp" } } */
/* { dg-final { scan-offload-ptx {atom\.global\.cas\.b32} } } */
/* { dg-final { scan-offload-ptx-census "^generic=2 " { target { ! msp_gcc15 } } } } */
