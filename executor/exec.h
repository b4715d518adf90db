/* exec.h -- the PTX executor's interface to the CUDA driver stand-in.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   The executor runs the PTX that GCC's nvptx backend emits on the CPU,
   and checks every memory access against the state space of the address
   it really touches (doc/msp.texi, "Running without a GPU").  cuda.c
   stands in for the CUDA driver (libcuda.so.1) and calls the executor
   through this interface alone:

     linking       xlink_create, xlink_add_ptx, xlink_complete: the PTX
                   modules libgomp's plugin hands cuLinkAddData, linked
                   into one program (link.c);
     lookups       xprog_function, xprog_global;
     memory        xmem_*: device global memory, which is host memory at
                   the same address (memory.c);
     launches      xlaunch: one grid, run to completion (interp.c);
     reports       xexec_report: the dynamic counts (stats.c), and the
                   count of violations found so far.

   The interface is C.  The memory functions (xmem_*) are thread-safe;
   the others are not, and cuda.c serialises them, but for xlaunch:
   one grid runs at a time, on a thread of its own, while other threads
   link, look up and manage memory.  Only xprog_free and the reports
   (xexec_*) must not run beside a grid: they read and fold the counts
   it updates.  */

#ifndef MSP_EXEC_H
#define MSP_EXEC_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The result of an executor call.  cuda.c maps each to a CUresult.  */

enum xstatus
{
  X_SUCCESS = 0,
  X_ERR_INVALID,	/* a bad argument: CUDA_ERROR_INVALID_VALUE */
  X_ERR_NOMEM,		/* CUDA_ERROR_OUT_OF_MEMORY */
  X_ERR_PTX,		/* a module the parser rejects, or PTX the
			   executor does not implement (the message names
			   the module, line and instruction):
			   CUDA_ERROR_INVALID_PTX */
  X_ERR_LINK,		/* an undefined or twice-defined symbol:
			   CUDA_ERROR_INVALID_IMAGE */
  X_ERR_NOT_FOUND,	/* no such function or variable:
			   CUDA_ERROR_NOT_FOUND */
  X_ERR_LAUNCH		/* the grid trapped, deadlocked, ran past its step
			   budget or made an access the checker stops at:
			   CUDA_ERROR_LAUNCH_FAILED */
};

struct xlinker;
struct xprog;
struct xfunc;

/* Linking.  Every message is also kept for xlink_error.  */

extern struct xlinker *xlink_create (void);
/* Parse the PTX module TEXT of LEN bytes (LEN 0: up to its NUL), named
   NAME in messages.  */
extern enum xstatus xlink_add_ptx (struct xlinker *, const char *text,
				   size_t len, const char *name);
/* Link the modules added so far into *PROG: resolve every .extern,
   lay out the .global, .const and .shared data, decode every function.
   The linker may be destroyed afterwards; the program stays.  */
extern enum xstatus xlink_complete (struct xlinker *, struct xprog **prog);
/* The last error message, or "".  */
extern const char *xlink_error (const struct xlinker *);
extern void xlink_destroy (struct xlinker *);

/* Lookups in a linked program.  */

/* The function (.entry or .func) NAME, or NULL.  */
extern struct xfunc *xprog_function (struct xprog *, const char *name);
extern int xfunc_kernel_p (const struct xfunc *);
extern const char *xfunc_name (const struct xfunc *);
/* The parameters of the kernel FN: their number, and each one's size
   and alignment in bytes (for CU_LAUNCH_PARAM_BUFFER_POINTER, whose
   buffer holds them at their natural alignment).  */
extern unsigned xfunc_nparams (const struct xfunc *);
extern void xfunc_param (const struct xfunc *, unsigned i, size_t *size,
			 size_t *align);
/* The device address and size of the .global or .const variable NAME
   (cuModuleGetGlobal); X_ERR_NOT_FOUND if none.  */
extern enum xstatus xprog_global (struct xprog *, const char *name,
				  uint64_t *addr, size_t *size);
extern void xprog_free (struct xprog *);

/* Device memory.  Global memory is the executor's arena, host memory
   at the device address: the host may read and write it directly.  */

extern uint64_t xmem_alloc (size_t size);	/* 0 when out of memory */
extern enum xstatus xmem_free (uint64_t addr);
/* The allocation that holds ADDR (cuMemGetAddressRange).  */
extern enum xstatus xmem_range (uint64_t addr, uint64_t *base,
				size_t *size);
/* Bytes of the arena in use and in all (cuMemGetInfo).  */
extern void xmem_info (size_t *used, size_t *total);
/* Make host memory outside the arena global memory, for host-pinned
   and unified memory: [ADDR, ADDR + SIZE) becomes addressable by device
   code as .global.  */
extern enum xstatus xmem_register_host (void *addr, size_t size);
extern enum xstatus xmem_unregister_host (void *addr);
/* Make every readable and writable mapping of the process (but the
   executor's windows and arenas) global memory if ON, for unified
   shared memory: device code then dereferences the host's own
   addresses (cuda.c turns it on when libgomp asks for
   CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS).  Off, as at the start, a
   host address outside the arena is no memory of the device's.  */
extern void xmem_host_memory_global (int on);

/* Launching a kernel.  */

struct xlaunch_params
{
  unsigned grid[3];		/* CTAs */
  unsigned block[3];		/* threads of each CTA */
  size_t dynamic_shared;	/* bytes of dynamic .shared */
  /* The parameters: either KERNEL_PARAMS (CUDA's kernelParams: one
     pointer per parameter) or the packed ARG_BUFFER of ARG_SIZE bytes
     (CU_LAUNCH_PARAM_BUFFER_POINTER/SIZE).  */
  void **kernel_params;
  const void *arg_buffer;
  size_t arg_size;
};

/* Run FN over the grid P describes until every thread has exited.  On
   failure MSG (of MSGLEN bytes) says why.  */
extern enum xstatus xlaunch (struct xprog *, struct xfunc *fn,
			     const struct xlaunch_params *p, char *msg,
			     size_t msglen);

/* Reports.  */

/* The number of space violations found so far.  */
extern unsigned long xexec_violations (void);
/* The number of grids launched so far.  */
extern unsigned long xexec_launches (void);
/* Print the dynamic counts of every launch so far to F (msp-run
   --stats).  */
extern void xexec_report (FILE *f);
/* Fold the counts of the programs still loaded into the totals (and the
   profile, MSP_RUN_PROFILE), as at their unloading: at exit.  */
extern void xexec_flush (void);

#ifdef __cplusplus
}
#endif

#endif /* MSP_EXEC_H */
