/* ptx-run.c -- run one kernel of a hand-written PTX file under the
   executor, through the CUDA driver API as libgomp's plugin does.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   Usage: ptx-run [-g X,Y,Z] [-b X,Y,Z] [-n WORDS] [-s BYTES] [-k NAME]
                  FILE.ptx

   Loads FILE.ptx (cuModuleLoadData), launches its kernel NAME (default
   "test") over the grid -g and blocks -b (default 1 and 32), with BYTES
   of dynamic .shared memory, giving it one parameter: the address of a
   zeroed .global buffer of 64 KiB.  Then prints the first WORDS (default
   32) 32-bit words of the buffer, eight a line, in hexadecimal.  The
   exit status is 0 if the launch succeeded, 1 if it failed (the
   executor has said why on stderr), 2 on a usage or loading error.
   The testsuite's hand-written PTX programs (testsuite/msp.exec) run
   through it.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

extern CUresult cuInit (unsigned);
extern CUresult cuDeviceGet (CUdevice *, int);
extern CUresult cuCtxCreate_v2 (CUcontext *, unsigned, CUdevice);
extern CUresult cuModuleLoadData (CUmodule *, const void *);
extern CUresult cuModuleGetFunction (CUfunction *, CUmodule, const char *);
extern CUresult cuMemAlloc_v2 (CUdeviceptr *, size_t);
extern CUresult cuMemcpyHtoD_v2 (CUdeviceptr, const void *, size_t);
extern CUresult cuMemcpyDtoH_v2 (void *, CUdeviceptr, size_t);
extern CUresult cuLaunchKernel (CUfunction, unsigned, unsigned, unsigned,
				unsigned, unsigned, unsigned, unsigned,
				CUstream, void **, void **);
extern CUresult cuCtxSynchronize (void);

#define BUFFER (64 << 10)

static void
dims (const char *s, unsigned d[3])
{
  d[0] = d[1] = d[2] = 1;
  if (sscanf (s, "%u,%u,%u", &d[0], &d[1], &d[2]) < 1)
    {
      fprintf (stderr, "ptx-run: bad dimensions '%s'\n", s);
      exit (2);
    }
}

int
main (int argc, char **argv)
{
  unsigned grid[3] = { 1, 1, 1 }, block[3] = { 32, 1, 1 };
  unsigned words = 32, shared = 0;
  const char *kernel = "test", *file = NULL;

  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "-g") && i + 1 < argc)
      dims (argv[++i], grid);
    else if (!strcmp (argv[i], "-b") && i + 1 < argc)
      dims (argv[++i], block);
    else if (!strcmp (argv[i], "-n") && i + 1 < argc)
      words = (unsigned) atoi (argv[++i]);
    else if (!strcmp (argv[i], "-s") && i + 1 < argc)
      shared = (unsigned) atoi (argv[++i]);
    else if (!strcmp (argv[i], "-k") && i + 1 < argc)
      kernel = argv[++i];
    else
      file = argv[i];
  if (file == NULL || words > BUFFER / 4)
    {
      fprintf (stderr, "usage: ptx-run [-g X,Y,Z] [-b X,Y,Z] [-n WORDS] "
	       "[-s BYTES] [-k NAME] FILE.ptx\n");
      return 2;
    }
  FILE *f = fopen (file, "r");
  if (f == NULL)
    {
      perror (file);
      return 2;
    }
  fseek (f, 0, SEEK_END);
  long n = ftell (f);
  rewind (f);
  char *text = malloc (n + 1);
  if (text == NULL || fread (text, 1, n, f) != (size_t) n)
    return 2;
  text[n] = '\0';
  fclose (f);

  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CUfunction fn;
  CUdeviceptr out;
  if (cuInit (0) || cuDeviceGet (&dev, 0) || cuCtxCreate_v2 (&ctx, 0, dev))
    {
      fprintf (stderr, "ptx-run: no device\n");
      return 2;
    }
  if (cuModuleLoadData (&mod, text))
    {
      fprintf (stderr, "ptx-run: %s does not load\n", file);
      return 2;
    }
  if (cuModuleGetFunction (&fn, mod, kernel))
    {
      fprintf (stderr, "ptx-run: no kernel %s in %s\n", kernel, file);
      return 2;
    }
  char *zero = calloc (1, BUFFER);
  if (zero == NULL || cuMemAlloc_v2 (&out, BUFFER)
      || cuMemcpyHtoD_v2 (out, zero, BUFFER))
    return 2;
  void *params[] = { &out };
  CUresult r = cuLaunchKernel (fn, grid[0], grid[1], grid[2], block[0],
			       block[1], block[2], shared, NULL, params, NULL);
  if (r == 0)
    r = cuCtxSynchronize ();
  if (r != 0)
    {
      fprintf (stderr, "ptx-run: the launch failed (%d)\n", r);
      return 1;
    }
  uint32_t *buf = malloc (BUFFER);
  if (buf == NULL || cuMemcpyDtoH_v2 (buf, out, BUFFER))
    return 2;
  for (unsigned i = 0; i < words; i++)
    printf ("%08x%c", buf[i], i % 8 == 7 || i + 1 == words ? '\n' : ' ');
  return 0;
}
