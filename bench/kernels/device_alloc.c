/* device_alloc -- heap memory allocated on the device.

   Real-code pattern: kernels that need a per-thread scratch buffer too
   big or too variable for the stack (Monte Carlo histories, sorting
   networks): "malloc" inside a target region (newlib on nvptx) and the
   OpenMP allocator API "omp_alloc" with a predefined allocator.

   Expected spaces: GCC 12's device malloc and omp_alloc both return
   global memory -> global, if the analysis knows these allocation
   functions (cicc treats malloc's result as global).  */

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define W 16

int
main (void)
{
  float *in = malloc (N * W * sizeof (float));
  float *out = malloc (N * sizeof (float));

  for (int i = 0; i < N * W; i++)
    in[i] = (float) ((i * 11) % 23 - 11);

#pragma omp target teams distribute parallel for \
  map(to: in[0:N * W]) map(from: out[0:N])
  for (int i = 0; i < N; i++)
    {
      float *buf = (float *) malloc (W * sizeof (float));
      float *pre = (float *) omp_alloc (W * sizeof (float),
					omp_default_mem_alloc);
      if (!buf || !pre)
	{
	  out[i] = -1.0f;
	  if (buf)
	    free (buf);
	  if (pre)
	    omp_free (pre, omp_default_mem_alloc);
	  continue;
	}
      /* Reverse the row into BUF, prefix-sum it into PRE.  */
      for (int k = 0; k < W; k++)
	buf[k] = in[i * W + W - 1 - k];
      pre[0] = buf[0];
      for (int k = 1; k < W; k++)
	pre[k] = pre[k - 1] + buf[k];
      float m = pre[0];
      for (int k = 1; k < W; k++)
	m = pre[k] > m ? pre[k] : m;
      out[i] = m;
      omp_free (pre, omp_default_mem_alloc);
      free (buf);
    }

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += out[i] * (double) (i % 4 + 1);
  printf ("checksum device_alloc %.6e\n", sum);
  free (in);
  free (out);
  return 0;
}
