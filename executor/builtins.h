/* builtins.h -- functions the CUDA toolchain supplies to device code.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   On a GPU, the CUDA linker supplies some functions that device code
   calls but no PTX module defines; newlib's nvptx port relies on
   vprintf (const char *fmt, void *args), which its printf, puts and
   putchar call.  The PTX executor implements them on the host:
   xvprintf is vprintf (builtins.c).  */

#ifndef MSP_BUILTINS_H
#define MSP_BUILTINS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Read N bytes of device memory at the generic address ADDR into BUF; 0
   on success, -1 if not readable.  */
typedef int (*xread_fn) (void *ctx, uint64_t addr, void *buf, size_t n);

/* Format like printf the format string at device address FMT with the
   argument buffer at ARGS, writing to OUT; return the number of
   characters written, or -1 (the value vprintf returns to the device).
   All device memory is read through READ with CTX.  */
extern int xvprintf (FILE *out, xread_fn read, void *ctx, uint64_t fmt,
		     uint64_t args);

#ifdef __cplusplus
}
#endif

#endif /* MSP_BUILTINS_H */
