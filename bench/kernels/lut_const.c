/* lut_const -- lookup tables in constant memory.

   Real-code pattern: twiddle-factor / coefficient tables of FFT and
   signal-processing codes (CUDA __constant__ float c_table[]): a
   "declare target" global const sine table indexed with a data-dependent
   index, and a function-local static const filter table.

   Expected spaces: both tables are read-only decls, which the nvptx
   backend places in .const -> const; the mapped signal -> global.  */

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 18)

#pragma omp declare target
const float sintab[64] = {
  0.000000f, 0.098017f, 0.195090f, 0.290285f, 0.382683f, 0.471397f,
  0.555570f, 0.634393f, 0.707107f, 0.773010f, 0.831470f, 0.881921f,
  0.923880f, 0.956940f, 0.980785f, 0.995185f, 1.000000f, 0.995185f,
  0.980785f, 0.956940f, 0.923880f, 0.881921f, 0.831470f, 0.773010f,
  0.707107f, 0.634393f, 0.555570f, 0.471397f, 0.382683f, 0.290285f,
  0.195090f, 0.098017f, 0.000000f, -0.098017f, -0.195090f, -0.290285f,
  -0.382683f, -0.471397f, -0.555570f, -0.634393f, -0.707107f, -0.773010f,
  -0.831470f, -0.881921f, -0.923880f, -0.956940f, -0.980785f, -0.995185f,
  -1.000000f, -0.995185f, -0.980785f, -0.956940f, -0.923880f, -0.881921f,
  -0.831470f, -0.773010f, -0.707107f, -0.634393f, -0.555570f, -0.471397f,
  -0.382683f, -0.290285f, -0.195090f, -0.098017f
};
#pragma omp end declare target

int
main (void)
{
  int *phase = malloc (N * sizeof (int));
  float *sig = malloc (N * sizeof (float));

  for (int i = 0; i < N; i++)
    phase[i] = (i * 7 + (i >> 5)) & 1023;

#pragma omp target teams distribute parallel for \
  map(to: phase[0:N]) map(from: sig[0:N])
  for (int i = 0; i < N; i++)
    {
      static const float filt[8] = { 0.0625f, 0.125f, 0.1875f, 0.125f,
				     0.25f, 0.125f, 0.0625f, 0.0625f };
      int p = phase[i];
      /* Modulate: a data-dependent index into the sine table.  */
      float s = sintab[p & 63] * filt[p & 7];
      s += sintab[(p >> 4) & 63] * filt[(p >> 3) & 7];
      sig[i] = s;
    }

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += __builtin_fabs (sig[i]) * (double) (i % 11 + 1);
  printf ("checksum lut_const %.6e\n", sum);
  free (phase);
  free (sig);
  return 0;
}
