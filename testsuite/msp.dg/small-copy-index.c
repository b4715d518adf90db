/* An aggregate assignment whose reference has a variable offset, an
   element at a run-time index, is made loads and stores of its pieces
   too: the block's pointer is the base's plus the offset, computed
   before the pieces (small-copy.cc, msp_block_pointer), with the
   base's space (rewrite.cc, set_block_pointer).  Here a declare-target
   array indexed on both sides (8-byte pieces: the arrays are 16-byte
   aligned, the offset a multiple of 40), a packed 9-byte structure (single
   bytes, its type's alignment), an element of an array inside an
   element (two variable offsets), a read-only static table (GCC
   makes its element's address pointer arithmetic: .const pieces on
   GCC 12), and a team array in .shared.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>
#include <stdint.h>

typedef struct { uint32_t n[10]; } fe;
typedef struct { fe e[3]; int tag; } row;
typedef struct __attribute__ ((packed)) { char c; uint32_t a, b; } pk;

#define N 64
#define TEAMS 4
#define B 16

#pragma omp declare target
fe G[N], H[N];

__attribute__ ((noinline)) static void
copy_decl (int k, int j)
{
  H[k] = G[j];
}

static const fe T[8] = { { { 1, 2, 3 } }, { { 4, 5, 6, 7, 8, 9, 10 } } };

__attribute__ ((noinline)) static void
pick (fe *out, int k)
{
  out[k] = T[(k * 5) & 7];
}

__attribute__ ((noinline)) static void
copy_packed (pk *q, const pk *p, int k, int j)
{
  q[k] = p[j];
}

__attribute__ ((noinline)) static void
copy_row (row *r, int k, int a, int b)
{
  r[k].e[a] = r[k].e[b];
}
#pragma omp end declare target

int
main (void)
{
  static pk p[N], q[N];
  static row r[N];
  static fe t[N];
  static fe in[TEAMS * B], out[TEAMS * B];

#pragma omp target teams distribute parallel for map(to: p) \
  map(tofrom: r) map(from: q, t)
  for (int i = 0; i < N; i++)
    {
      copy_decl ((i * 7) % N, (i * 11 + 3) % N);
      copy_packed (q, p, (i * 3) % N, N - 1 - i);
      copy_row (r, (i * 7) % N, i % 3, (i + 1) % 3);
      pick (t, i);
    }

#pragma omp target teams num_teams(TEAMS) thread_limit(8) \
  map(to: in) map(from: out)
  {
    fe tile[B];
    int team = omp_get_team_num ();
#pragma omp parallel
    {
      int t = omp_get_thread_num (), n = omp_get_num_threads ();
      for (int i = t; i < B; i += n)
	tile[(i * 5) % B] = in[team * B + i];
#pragma omp barrier
      for (int i = t; i < B; i += n)
	out[team * B + (i * 3) % B] = tile[(i + 1) % B];
    }
  }
  return 0;
}

/* { dg-final { scan-offload-tree-dump "copy_decl\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "copy_packed\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "copy_row\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-tree-dump "pick\[^\\n\]*: 1 small copies made loads and stores" "msp-late" } } */
/* { dg-final { scan-offload-ptx-not "call\[^\\n\]*memcpy," } } */
/* { dg-final { scan-offload-ptx-function "copy_decl" {(ld\.global\.u64[^\n]*\n[^\n]*st\.global\.u64[^\n]*\n[^\n]*){5}} } } */
/* { dg-final { scan-offload-ptx-function "copy_packed" {(ld\.global\.u8[^\n]*\n[^\n]*st\.global\.u8[^\n]*\n[^\n]*){9}} } } */
/* { dg-final { scan-offload-ptx-function "copy_row" {(ld\.global\.u32[^\n]*\n[^\n]*st\.global\.u32[^\n]*\n[^\n]*){10}} } } */
/* { dg-final { scan-offload-ptx-function "pick" {(ld\.(const|global)\.u32[^\n]*\n[^\n]*st\.global\.u32[^\n]*\n[^\n]*){10}} } } */
/* { dg-final { scan-offload-ptx-times "st.shared.u32\t" 10 } } */
/* { dg-final { scan-offload-ptx-times "ld.shared.u32\t" 10 } } */
