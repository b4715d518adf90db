/* Aggregate assignments whose references have a variable offset (an
   element at a run-time index) made loads and stores of their pieces
   (gimple/transform/small-copy.cc, ref_block and msp_block_pointer),
   attacked: a declare-target array indexed on both sides, an element
   of an array inside an element (two variable offsets), a private
   array of the region body at a run-time index, a packed 9-byte
   structure (single bytes), a 48-byte aligned(16) one (16-byte
   pieces), an array reached through a pointer to it, and a team array
   in .shared permuted by the team's threads.  Each build must print
   what the host fallback prints.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <omp.h>
#include <stdio.h>
#include <stdint.h>

typedef struct { uint32_t n[10]; } fe;
typedef struct { fe e[3]; int tag; } row;
typedef struct __attribute__ ((packed)) { char c; uint32_t a, b; } pk;
typedef struct __attribute__ ((aligned (16))) { uint64_t w[6]; } wide;

#define N 64
#define TEAMS 4
#define B 16

#pragma omp declare target
fe G[N], H[N], K[N];
#pragma omp end declare target

int
main (void)
{
  static fe f[N], g[N];
  static row r[N];
  static pk p[N], q[N];
  static wide w[N], v[N];
  static fe a2[2][N];
  static fe in[TEAMS * B], out[TEAMS * B];
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 10; j++)
	{
	  f[i].n[j] = i * 97 + j;
	  G[i].n[j] = i * 13 - j;
	  for (int k = 0; k < 3; k++)
	    r[i].e[k].n[j] = i + k * 1000 + j * 7;
	  a2[i & 1][i].n[j] = ~(i * j);
	  in[i].n[j] = i * 3 + j;
	}
      r[i].tag = i;
      p[i] = (pk) { (char) i, (uint32_t) i * 3u, (uint32_t) ~i };
      for (int j = 0; j < 6; j++)
	w[i].w[j] = (uint64_t) i << j;
    }
#pragma omp target update to (G)

#pragma omp target teams distribute parallel for \
  map(to: f, p, w, a2) map(tofrom: r) map(from: g, q, v)
  for (int i = 0; i < N; i++)
    {
      int k = (i * 7) % N, j = (i * 11 + 3) % N;
      H[k] = G[j];
      fe loc[4];
      for (int m = 0; m < 4; m++)
	loc[m] = f[(i + m) % N];
      loc[i % 4].n[0] ^= 0x55u;
      g[j] = loc[(i + 1) % 4];
      r[k].e[i % 3] = r[k].e[(i + 1) % 3];
      q[(i * 3) % N] = p[N - 1 - i];
      v[k] = w[j];
      fe (*pa)[N] = &a2[i & 1];
      K[(k + 1) % N] = (*pa)[i];
    }
#pragma omp target update from (H, K)

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

  unsigned long h = 0;
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 10; j++)
	{
	  h = h * 31 + g[i].n[j] + H[i].n[j] + 3 * K[i].n[j] + out[i].n[j];
	  for (int k = 0; k < 3; k++)
	    h = h * 31 + r[i].e[k].n[j];
	}
      h = h * 31 + (unsigned char) q[i].c + q[i].a * 5u + q[i].b;
      for (int j = 0; j < 6; j++)
	h = h * 31 + v[i].w[j];
    }
  printf ("%lx\n", h);
  return 0;
}
