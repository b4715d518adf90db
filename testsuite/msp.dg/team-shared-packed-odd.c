/* Attacks on the alignment that team-shared-packed.c relies on: team
   arrays of packed structs of 5 and 12 bytes (placed at 1 and 4 bytes),
   a char array before an array of packed float4 (placed at the next 16
   bytes), and pointers made from the team array's address by odd
   constant and variable byte offsets.  An alignment claimed wrongly
   would make a wider access at a misaligned address, which the executor
   reports (programs.exp): the program must run, and print the bits it
   read, as on the host.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" } */

#include <omp.h>
#include <stdio.h>
#include <string.h>

#define T 32

typedef struct __attribute__ ((packed))
{
  char c;
  float f;
} rec5;

typedef struct __attribute__ ((packed))
{
  float x, y, z;
} rec12;

typedef struct __attribute__ ((packed))
{
  float x, y, z, w;
} float4;

float out[T];
unsigned bits[T];
#pragma omp declare target to(out, bits)

int
main (void)
{
#pragma omp target teams num_teams(2) thread_limit(T)
  {
    rec5 a[T + 1];
    rec12 b[T + 1];
    char pad[13];
    float4 c[T + 1];
#pragma omp parallel num_threads(T)
    {
      int t = omp_get_thread_num ();
      a[t].c = t;
      a[t].f = t * 0.5f;
      b[t].x = t;
      b[t].y = 2 * t;
      b[t].z = 3 * t;
      if (t < 13)
	pad[t] = t;
      c[t].x = c[t].y = c[t].z = c[t].w = t;
#pragma omp barrier
      rec5 r = a[(t + 1) % T];
      rec12 s = b[(t + 3) % T];
      /* A float4 at an odd byte offset inside the array: misaligned.  */
      float4 *odd = (float4 *) ((char *) c + 1 + (t & 6));
      float4 u = *odd;
      /* And at a variable byte offset.  */
      float v;
      memcpy (&v, (char *) c + t, sizeof v);
      float w = *(float *) ((char *) c + 16 * t + 4);
#pragma omp barrier
      if (omp_get_team_num () == 0)
	{
	  unsigned ub, vb;
	  memcpy (&ub, &u.y, sizeof ub);
	  memcpy (&vb, &v, sizeof vb);
	  out[t] = r.f + r.c + s.x + s.y + s.z + w;
	  bits[t] = ub ^ vb ^ (unsigned char) pad[t % 13];
	}
    }
  }
#pragma omp target update from(out, bits)
  for (int t = 0; t < T; t++)
    printf ("%d %08x\n", t, bits[t]);
  for (int t = 0; t < T; t++)
    {
      int k = (t + 1) % T, m = (t + 3) % T;
      if (out[t] != k * 0.5f + k + 6 * m + t)
	return 1;
    }
  return 0;
}

/* { dg-final { scan-offload-ipa-dump "'c' \\(\[0-9\]+ bytes\\) placed in .shared" "ipmsp" } } */
