/* interp.c -- run a grid of a linked PTX program.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   The execution model is the PTX ISA's ("Programming Model", "Machine
   Model"), with the freedom it leaves taken the simple way:

   Threads.  A CTA's threads are numbered x fastest; each 32 consecutive
   ones are a warp, lane = number % 32.  Every lane has its own program
   counter and call stack: LANE_FRAME[l] is its innermost activation and
   LANE_PC[l] the index of its next instruction there.  Lanes that are
   in the same activation at the same instruction run together, as one
   step over the warp's registers (program.h); this is the "warp
   instruction" the counts are in.

   Which lanes run.  Of a warp's lanes that can run, those in the
   deepest activation, and of those the ones at the lowest instruction,
   run first; they run until they branch apart, call, return, reach an
   instruction at which other lanes of their activation wait (and merge
   with them), or block.  Lowest-first makes lanes that branched apart
   over structured code meet again where their paths join, without the
   post-dominator analysis hardware uses; the PTX ISA promises no
   particular order (independent thread scheduling, sm_70 and later),
   and GCC's code never makes lanes of one warp wait for each other
   through memory: -muniform-simt and OpenACC's neutering give one lane
   the work, and the others wait at a shfl.sync or bar.warp.sync.

   Collectives.  shfl.sync, vote.sync and bar.warp.sync wait until every
   lane of their member mask has arrived at the same instruction of the
   same activation, then run for all of them; a member that has exited
   is an error, not a hang.  bar.sync and bar.arrive (barrier.sync
   .aligned and barrier.arrive.aligned) are per CTA, with 16 barriers:
   a warp arrives when all its live lanes have, and counts 32 threads;
   the barrier completes when the threads that arrived reach the count
   (its operand b, from the last arrival, which libgomp computes at run
   time: bar.c, gomp_team_barrier_wait_end), or all the CTA's live
   warps without it.  barrier.sync without .aligned counts lanes.

   Warps take turns, a quantum of warp instructions each, over all the
   resident CTAs: libgomp spins on locks (gomp_mutex_lock) and a
   futex built on bar.sync with changing counts, which only fair turns
   end.  When no warp can run and some have not exited, the grid is
   deadlocked: that is reported with where each warp waits, never a
   hang; so is a grid that runs past its budget of warp instructions.

   Memory.  Every access is checked against the window of the address it
   touches (memory.h, and the checker below).  One thread runs the
   whole grid, lane after lane, but host threads may access device
   memory meanwhile (reverse offload, unified shared memory): each
   access of 1 to 8 bytes is one host access, an atomic a
   compare-and-swap, and a warp's lanes that load or store one address
   in a row access it once, as a GPU's warp does.

   Calls.  A call makes an activation for the lanes that call together:
   a register file of the callee's slots, the arguments copied into its
   parameter slots, and room for its .local variables on each lane's
   local stack.  ret copies the result back and pops it; ret from the
   kernel and exit end the lane.  malloc, free and vprintf run on the
   host (builtins.c).  trap fails the launch, as on hardware (CUDA's
   "unspecified launch failure").  */

#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec.h"
#include "ptx.h"
#include "program.h"
#include "memory.h"
#include "alu.h"
#include "builtins.h"
#include "interp.h"

/* Settings, from the environment (msp-run documents them).  */

struct settings
{
  uint64_t local_size;		/* bytes of .local memory per thread */
  uint64_t max_steps;		/* warp instructions per launch */
  long quantum;			/* warp instructions per turn */
  unsigned resident;		/* CTAs that run at once */
  int keep_going;		/* go on after a violation */
  uint64_t converge_limit;	/* warp instructions lanes wait at a
				   reconvergence point for the others */
  const char *trace;		/* trace the instructions of this
				   function (MSP_RUN_TRACE_FUNCTION) */
};

static struct settings cfg;

static uint64_t
env_number (const char *name, uint64_t dflt)
{
  const char *v = getenv (name);
  char *end;
  if (v == NULL || *v == '\0')
    return dflt;
  unsigned long long n = strtoull (v, &end, 0);
  return *end == '\0' && n > 0 ? n : dflt;
}

static void
read_settings (void)
{
  static int done;
  if (done)
    return;
  done = 1;
  cfg.local_size = env_number ("MSP_RUN_LOCAL_SIZE", 64 << 10);
  cfg.local_size = (cfg.local_size + 15) & ~15ULL;
  cfg.max_steps = env_number ("MSP_RUN_MAX_STEPS", 20000000000ULL);
  cfg.quantum = (long) env_number ("MSP_RUN_QUANTUM", 256);
  cfg.resident = (unsigned) env_number ("MSP_RUN_RESIDENT", 64);
  cfg.converge_limit = env_number ("MSP_RUN_CONVERGE_LIMIT", 10000000);
  cfg.trace = getenv ("MSP_RUN_TRACE_FUNCTION");
  const char *v = getenv ("MSP_RUN_ON_VIOLATION");
  cfg.keep_going = v && !strcmp (v, "continue");
}

/* An activation: a function's register file for the lanes that called
   it together.  */

struct xframe
{
  struct xfunc *fn;
  struct xframe *parent;
  const struct xcall *call;	/* the call that made it */
  uint32_t ret_pc;		/* where the caller goes on */
  uint32_t lanes;		/* lanes in it or deeper */
  uint32_t depth;
  struct xframe *next_free;
  /* The reconvergence points of the branches that split its lanes,
     innermost last: the lanes LANES meet at PC; ARRIVED wait there.  */
  struct
  {
    uint32_t pc;
    uint32_t lanes;
    uint32_t arrived;
    uint64_t since;		/* the warp's instruction count at the last
				   arrival */
  } rc[16];
  int nrc;
  uint64_t local_base[32];	/* local-space address of its .local
				   variables, per lane */
  uint64_t saved_sp[32];	/* each lane's local stack before it */
  uint64_t regs[];		/* fn->nregs * 32 */
};

struct xcta;

struct xwarp
{
  struct xcta *cta;
  unsigned index;
  uint32_t live;		/* lanes that have not exited */
  uint32_t waiting;		/* lanes blocked at a collective or a
				   barrier */
  int bar;			/* the CTA barrier the warp waits at, or
				   -1 */
  /* A bar.red the warp waits at: where its lanes RED_LANES get the
     result when the barrier completes.  */
  int red;			/* XBR_*, or XBR_NONE */
  struct xframe *red_frame;
  uint32_t red_slot;		/* a register slot, or UINT32_MAX: _ */
  uint32_t red_lanes;
  struct xframe *frame[32];
  uint32_t pc[32];
  uint64_t sp[32];		/* local stack pointers */
  uint32_t yielded;		/* the lanes that used up the last turn */
  uint64_t icount;		/* warp instructions it ran */
  uint8_t *local;		/* 32 * local_size bytes, when needed */
  uint64_t sregs[XS_COUNT][32];
};

struct xbarrier
{
  uint32_t arrived;		/* threads */
  uint32_t expected;		/* the count of the last arrival, or 0:
				   every live warp */
  uint64_t warps;		/* the warps waiting at it */
  /* bar.red: the threads whose predicate was true, and false.  */
  uint32_t red_true, red_false;
};

struct xcta
{
  unsigned id[3];
  uint8_t *shared;
  uint64_t shared_size;
  struct xwarp *warps;
  unsigned nwarps;
  unsigned live_warps;
  struct xbarrier bar[16];
};

/* One launch.  */

struct xgrid
{
  struct xprog *prog;
  struct xfunc *kernel;
  unsigned grid[3], block[3];
  unsigned nctas, next_cta;
  unsigned threads;		/* per CTA */
  uint64_t dynamic_shared;
  uint64_t shared_size;		/* static plus dynamic */
  uint8_t *params;		/* the kernel's parameter slots' bytes, lane
				   0's layout */
  struct xcta **resident;
  unsigned nresident;
  uint64_t steps;		/* warp instructions so far */
  uint64_t sink[32];		/* where writes to _ go */
  int failed;
  char *msg;
  size_t msglen;
};

/* The clock the program reads: warp instructions executed by all
   launches (deterministic, and monotonic as %clock64 must be).  */
static uint64_t clock_ticks;

static void __attribute__ ((format (printf, 2, 3)))
grid_fail (struct xgrid *g, const char *fmt, ...)
{
  va_list ap;
  if (g->failed)
    return;
  g->failed = 1;
  va_start (ap, fmt);
  vsnprintf (g->msg, g->msglen, fmt, ap);
  va_end (ap);
}

/* Frames.  */

static struct xframe *free_frames_of_size[64];

static struct xframe *
frame_new (struct xgrid *g, struct xfunc *fn)
{
  size_t bytes = sizeof (struct xframe) + (size_t) fn->nregs * 32 * 8;
  unsigned bucket = 0;
  while ((1UL << bucket) < fn->nregs && bucket < 63)
    bucket++;
  struct xframe *f = free_frames_of_size[bucket];
  if (f)
    free_frames_of_size[bucket] = f->next_free;
  else
    {
      f = malloc (sizeof (struct xframe) + ((size_t) 1 << bucket) * 32 * 8);
      if (f == NULL)
	{
	  grid_fail (g, "out of memory for an activation of %s", fn->name);
	  return NULL;
	}
    }
  (void) bytes;
  f->fn = fn;
  f->parent = NULL;
  f->call = NULL;
  f->next_free = NULL;
  f->nrc = 0;
  return f;
}

static void
frame_free (struct xframe *f)
{
  unsigned bucket = 0;
  while ((1UL << bucket) < f->fn->nregs && bucket < 63)
    bucket++;
  f->next_free = free_frames_of_size[bucket];
  free_frames_of_size[bucket] = f;
}

/* The lanes L of W leave the frame F and every frame above it up to
   (not including) STOP.  */

/* Lanes have left frame F of warp W (WAITING is its set of waiting
   lanes): the reconvergence points they no longer go to may now have all
   the others.  */

static void
reconv_recheck (uint32_t *waiting, struct xframe *f)
{
  while (f->nrc)
    {
      uint32_t want = f->rc[f->nrc - 1].lanes & f->lanes;
      uint32_t arrived = f->rc[f->nrc - 1].arrived;
      if (want & ~arrived)
	break;
      *waiting &= ~arrived;
      f->nrc--;
    }
}

static void
leave_frames (uint32_t *waiting, struct xframe *f, struct xframe *stop,
	      uint32_t lanes)
{
  while (f && f != stop)
    {
      struct xframe *parent = f->parent;
      f->lanes &= ~lanes;
      if (f->lanes == 0)
	frame_free (f);
      else if (waiting)
	reconv_recheck (waiting, f);
      f = parent;
    }
}

/* Values.  */

static inline float
f32_of (uint64_t v)
{
  return x_bits_f32 ((uint32_t) v);
}

static inline double
f64_of (uint64_t v)
{
  return x_bits_f64 (v);
}

static inline uint64_t
type_mask (enum ptx_type t)
{
  switch (ptx_type_size (t))
    {
    case 1:
      return 0xff;
    case 2:
      return 0xffff;
    case 4:
      return 0xffffffff;
    default:
      return ~0ULL;
    }
}

static inline int
signed_type_p (enum ptx_type t)
{
  return t == PT_S8 || t == PT_S16 || t == PT_S32 || t == PT_S64;
}

static inline enum x_itype
itype_of (enum ptx_type t)
{
  switch (t)
    {
    case PT_U8: case PT_B8: return X_U8;
    case PT_U16: case PT_B16: return X_U16;
    case PT_U32: case PT_B32: return X_U32;
    case PT_S8: return X_S8;
    case PT_S16: return X_S16;
    case PT_S32: return X_S32;
    case PT_S64: return X_S64;
    default: return X_U64;
    }
}

/* The rounding mode of decode.c's MOD as alu.h's (the integer-rounding
   forms map to the same directions).  */

static inline enum x_rnd
rnd_of (unsigned mod)
{
  switch (mod)
    {
    case 2: case 6: return X_RZ;
    case 3: case 7: return X_RM;
    case 4: case 8: return X_RP;
    default: return X_RN;
    }
}

/* The checker.  */

/* The window of the generic address A, or -1.  */

static int
window_of (uint64_t a)
{
  if (a - X_SHARED_WINDOW < X_WINDOW_SIZE)
    return SP_SHARED;
  if (a - X_LOCAL_WINDOW < X_WINDOW_SIZE)
    return SP_LOCAL;
  if (a - X_CONST_WINDOW < X_WINDOW_SIZE)
    return SP_CONST;
  if (xmem_global_p (a, 1))
    return SP_GLOBAL;
  return -1;
}

static void
lane_ids (struct xwarp *w, int l, struct xviolation *v)
{
  v->cta[0] = w->cta->id[0];
  v->cta[1] = w->cta->id[1];
  v->cta[2] = w->cta->id[2];
  v->tid[0] = (unsigned) w->sregs[XS_TID_X][l];
  v->tid[1] = (unsigned) w->sregs[XS_TID_Y][l];
  v->tid[2] = (unsigned) w->sregs[XS_TID_Z][l];
}

static void
finding (struct xgrid *g, struct xwarp *w, int l, const struct xinsn *in,
	 const struct xfunc *fn, enum xfinding kind, int named, int actual,
	 uint64_t addr, unsigned size, int store)
{
  struct xviolation v;

  /* The grid stops at its first failure: the other lanes of the
     instruction add nothing.  */
  if (g->failed && !cfg.keep_going)
    return;
  memset (&v, 0, sizeof v);
  v.kind = kind;
  v.prog = g->prog;
  v.func = fn;
  v.insn = in;
  v.named = named;
  v.actual = actual;
  v.addr = addr;
  v.size = size;
  v.store = store;
  lane_ids (w, l, &v);
  if (xreport_finding (&v) && !cfg.keep_going)
    {
      char where[256];
      xinsn_where (g->prog, in, where, sizeof where);
      grid_fail (g, "stopped at a %s in %s (%s)",
		 kind == XV_SPACE ? "space violation"
		 : kind == XV_CONVERSION ? "conversion of a foreign address"
		 : kind == XV_BOUNDS ? "access outside memory"
		 : "misaligned access", fn->name, where);
    }
}

/* The host address of the SIZE bytes that lane L of warp W accesses at
   ADDR in the space SPACE, or NULL after a finding; *ACTUAL: the space
   touched.  */

static uint8_t *
resolve (struct xgrid *g, struct xwarp *w, int l, const struct xinsn *in,
	 const struct xfunc *fn, int space, uint64_t addr, unsigned size,
	 int store, int *actual)
{
  struct xcta *cta = w->cta;
  int win;

  if (size > 1 && (addr & (size - 1)))
    {
      finding (g, w, l, in, fn, XV_MISALIGNED, space, window_of (addr),
	       addr, size, store);
      return NULL;
    }
  switch (space)
    {
    case SP_GLOBAL:
      if (xmem_global_p (addr, size))
	{
	  *actual = SP_GLOBAL;
	  return (uint8_t *) (uintptr_t) addr;
	}
      win = window_of (addr);
      if (win == SP_CONST && !store
	  && addr - X_CONST_WINDOW + size <= xmem_const_used ())
	{
	  /* ld.global of a .const address.  */
	  finding (g, w, l, in, fn, XV_CONST_AS_GLOBAL, space, win, addr,
		   size, store);
	  *actual = SP_CONST;
	  return (uint8_t *) (uintptr_t) addr;
	}
      break;
    case SP_SHARED:
      if (addr < cta->shared_size && addr + size <= cta->shared_size)
	{
	  *actual = SP_SHARED;
	  return cta->shared + addr;
	}
      win = window_of (addr);
      break;
    case SP_LOCAL:
      if (addr < cfg.local_size && addr + size <= cfg.local_size
	  && w->local)
	{
	  *actual = SP_LOCAL;
	  return w->local + l * cfg.local_size + addr;
	}
      win = window_of (addr);
      break;
    case SP_CONST:
      if (!store && addr + size <= xmem_const_used () && addr + size > addr)
	{
	  *actual = SP_CONST;
	  return (uint8_t *) (uintptr_t) (X_CONST_WINDOW + addr);
	}
      win = window_of (addr);
      break;
    default:
      /* Generic.  */
      win = window_of (addr);
      switch (win)
	{
	case SP_SHARED:
	  if (addr - X_SHARED_WINDOW + size <= cta->shared_size)
	    {
	      *actual = SP_SHARED;
	      return cta->shared + (addr - X_SHARED_WINDOW);
	    }
	  break;
	case SP_LOCAL:
	  if (addr - X_LOCAL_WINDOW + size <= cfg.local_size && w->local)
	    {
	      *actual = SP_LOCAL;
	      return w->local + l * cfg.local_size + (addr - X_LOCAL_WINDOW);
	    }
	  break;
	case SP_CONST:
	  if (!store && addr - X_CONST_WINDOW + size <= xmem_const_used ())
	    {
	      *actual = SP_CONST;
	      return (uint8_t *) (uintptr_t) addr;
	    }
	  break;
	case SP_GLOBAL:
	  if (xmem_global_p (addr, size))
	    {
	      *actual = SP_GLOBAL;
	      return (uint8_t *) (uintptr_t) addr;
	    }
	  break;
	}
      finding (g, w, l, in, fn, XV_BOUNDS, space, win, addr, size, store);
      return NULL;
    }
  /* A space-specific access outside its space: an address of another
     window (a generic address of another space: the miscompile), or of
     none.  A .const store is always wrong.  */
  finding (g, w, l, in, fn,
	   win >= 0 && win != space ? XV_SPACE : XV_BOUNDS,
	   space, win, addr, size, store);
  return NULL;
}

/* Special registers.  */

static void
init_sregs (struct xgrid *g, struct xcta *cta, struct xwarp *w)
{
  for (int l = 0; l < 32; l++)
    {
      unsigned t = w->index * 32 + l;
      uint64_t *s[XS_COUNT];
      for (int k = 0; k < XS_COUNT; k++)
	s[k] = &w->sregs[k][l];
      *s[XS_TID_X] = t % g->block[0];
      *s[XS_TID_Y] = (t / g->block[0]) % g->block[1];
      *s[XS_TID_Z] = t / (g->block[0] * g->block[1]);
      *s[XS_NTID_X] = g->block[0];
      *s[XS_NTID_Y] = g->block[1];
      *s[XS_NTID_Z] = g->block[2];
      *s[XS_CTAID_X] = cta->id[0];
      *s[XS_CTAID_Y] = cta->id[1];
      *s[XS_CTAID_Z] = cta->id[2];
      *s[XS_NCTAID_X] = g->grid[0];
      *s[XS_NCTAID_Y] = g->grid[1];
      *s[XS_NCTAID_Z] = g->grid[2];
      *s[XS_LANEID] = l;
      *s[XS_WARPID] = w->index;
      *s[XS_NWARPID] = 64;
      *s[XS_SMID] = 0;
      *s[XS_NSMID] = 1;
      *s[XS_GRIDID] = 1;
      *s[XS_LANEMASK_EQ] = 1U << l;
      *s[XS_LANEMASK_LE] = (uint32_t) ((2ULL << l) - 1);
      *s[XS_LANEMASK_LT] = (1U << l) - 1;
      *s[XS_LANEMASK_GE] = (uint32_t) ~((1U << l) - 1);
      *s[XS_LANEMASK_GT] = (uint32_t) ~((2ULL << l) - 1);
      *s[XS_DYNAMIC_SMEM_SIZE] = g->dynamic_shared;
      *s[XS_TOTAL_SMEM_SIZE] = g->shared_size;
    }
}

static void
read_clock (struct xwarp *w)
{
  uint64_t t = clock_ticks;
  for (int l = 0; l < 32; l++)
    {
      w->sregs[XS_CLOCK][l] = (uint32_t) t;
      w->sregs[XS_CLOCK64][l] = t;
      w->sregs[XS_GLOBALTIMER][l] = t;
    }
}

/* Local memory.  */

static int
ensure_local (struct xgrid *g, struct xwarp *w)
{
  if (w->local)
    return 0;
  w->local = malloc (32 * cfg.local_size);
  if (w->local == NULL)
    {
      grid_fail (g, "out of memory for .local memory");
      return -1;
    }
  return 0;
}

/* Push the .local variables of F for the lanes LANES of W.  */

static int
push_locals (struct xgrid *g, struct xwarp *w, struct xframe *f,
	     uint32_t lanes)
{
  const struct xfunc *fn = f->fn;

  for (uint32_t m = lanes, l; m && (l = __builtin_ctz (m), 1); m &= m - 1)
    {
      f->saved_sp[l] = w->sp[l];
      if (fn->local_size == 0)
	continue;
      uint64_t a = (w->sp[l] + fn->local_align - 1) & ~(uint64_t)
		   (fn->local_align - 1);
      if (a == 0)
	/* Nothing is at local address 0: a null local pointer is no
	   object's.  */
	a = fn->local_align > 16 ? fn->local_align : 16;
      if (a + fn->local_size > cfg.local_size)
	{
	  grid_fail (g, "the .local memory of a thread overflows in %s "
		     "(MSP_RUN_LOCAL_SIZE=%llu bytes)", fn->name,
		     (unsigned long long) cfg.local_size);
	  return -1;
	}
      f->local_base[l] = a;
      w->sp[l] = a + fn->local_size;
    }
  if (fn->local_size)
    return ensure_local (g, w);
  return 0;
}

/* Parameters: bytes of register slots.  */

static inline uint8_t *
param_byte (uint64_t *regs, uint32_t slot, int l, uint64_t off)
{
  return (uint8_t *) &regs[(size_t) (slot + off / 8) * 32 + l] + off % 8;
}

static void
param_read (uint64_t *regs, uint32_t slot, int l, uint64_t off, void *buf,
	    unsigned n)
{
  if (off % 8 + n <= 8)
    memcpy (buf, param_byte (regs, slot, l, off), n);
  else
    for (unsigned i = 0; i < n; i++)
      ((uint8_t *) buf)[i] = *param_byte (regs, slot, l, off + i);
}

static void
param_write (uint64_t *regs, uint32_t slot, int l, uint64_t off,
	     const void *buf, unsigned n)
{
  if (off % 8 + n <= 8)
    memcpy (param_byte (regs, slot, l, off), buf, n);
  else
    for (unsigned i = 0; i < n; i++)
      *param_byte (regs, slot, l, off + i) = ((const uint8_t *) buf)[i];
}

/* Copy SIZE bytes of the .param slots FROM (of FREGS) to TO (of TREGS),
   for lanes LANES.  */

static void
param_copy (uint64_t *tregs, uint32_t to, const uint64_t *fregs,
	    uint32_t from, uint32_t size, uint32_t lanes)
{
  unsigned slots = (size + 7) / 8;
  for (unsigned s = 0; s < slots; s++)
    for (uint32_t m = lanes, l; m && (l = __builtin_ctz (m), 1); m &= m - 1)
      tregs[(size_t) (to + s) * 32 + l] = fregs[(size_t) (from + s) * 32 + l];
}

/* The scheduler's view of a warp's lanes.  */

/* Choose the lanes of W to run next: set *F, *PC and return the lanes,
   and *MERGE_PC, the lowest instruction above *PC at which other lanes
   of *F wait to run.  0 when none can run.  */

static uint32_t
choose_lanes (struct xwarp *w, struct xframe **f, uint32_t *pc,
	      uint32_t *merge_pc)
{
  uint32_t ready = w->live & ~w->waiting;
  struct xframe *best = NULL;
  uint32_t best_pc = 0, depth = 0;

  if (ready == 0)
    return 0;
  /* The lanes that used up the warp's last turn go after the others:
     a lane that spins on a lock another lane of its warp holds must let
     that lane run (independent thread scheduling, PTX ISA "Independent
     Thread Scheduling": lanes make progress regardless of their
     warp-mates).  */
  if (ready & ~w->yielded)
    ready &= ~w->yielded;
  w->yielded = 0;
  for (uint32_t m = ready, l; m && (l = __builtin_ctz (m), 1); m &= m - 1)
    {
      struct xframe *fr = w->frame[l];
      if (best == NULL || fr->depth > depth
	  || (fr->depth == depth && w->pc[l] < best_pc))
	{
	  best = fr;
	  depth = fr->depth;
	  best_pc = w->pc[l];
	}
    }
  uint32_t lanes = 0, merge = UINT32_MAX;
  uint32_t runnable = w->live & ~w->waiting;
  for (uint32_t m = w->live, l; m && (l = __builtin_ctz (m), 1); m &= m - 1)
    if (w->frame[l] == best)
      {
	if (w->pc[l] == best_pc && (runnable >> l & 1))
	  lanes |= 1U << l;
	else if (w->pc[l] > best_pc && w->pc[l] < merge)
	  merge = w->pc[l];
      }
  *f = best;
  *pc = best_pc;
  *merge_pc = merge;
  return lanes;
}

/* Barriers.  */

/* Release the warps waiting at barrier B of CTA.  */

static void
release_barrier (struct xcta *cta, int b)
{
  struct xbarrier *bar = &cta->bar[b];

  for (unsigned i = 0; i < cta->nwarps; i++)
    if (bar->warps >> i & 1)
      {
	struct xwarp *w = &cta->warps[i];
	if (w->red != XBR_NONE)
	  {
	    /* bar.red: every thread gets the reduction of all.  */
	    uint64_t v = (w->red == XBR_AND ? bar->red_false == 0
			  : w->red == XBR_OR ? bar->red_true != 0
			  : bar->red_true);
	    if (w->red_slot != UINT32_MAX)
	      for (uint32_t m = w->red_lanes & w->live, l;
		   m && (l = __builtin_ctz (m), 1); m &= m - 1)
		w->red_frame->regs[(size_t) w->red_slot * 32 + l] = v;
	    w->red = XBR_NONE;
	  }
	/* The lanes wait at the bar instruction: go on after it.  */
	for (uint32_t m = w->waiting & w->live, l;
	     m && (l = __builtin_ctz (m), 1); m &= m - 1)
	  w->pc[l]++;
	w->waiting = 0;
	w->bar = -1;
      }
  bar->warps = 0;
  bar->arrived = 0;
  bar->expected = 0;
  bar->red_true = 0;
  bar->red_false = 0;
}

/* True if barrier B of CTA has all it waits for.  */

static int
barrier_complete (struct xcta *cta, int b)
{
  struct xbarrier *bar = &cta->bar[b];
  uint32_t want = bar->expected ? bar->expected : 32 * cta->live_warps;
  return bar->arrived >= want;
}

/* When a warp exits, the barriers that count all live warps may now be
   complete.  */

static void
recheck_barriers (struct xcta *cta)
{
  for (int b = 0; b < 16; b++)
    if (cta->bar[b].arrived && !cta->bar[b].expected
	&& barrier_complete (cta, b))
      release_barrier (cta, b);
}

/* Lanes exit.  */

static void
lanes_exit (struct xwarp *w, uint32_t lanes)
{
  for (uint32_t m = lanes, l; m && (l = __builtin_ctz (m), 1); m &= m - 1)
    {
      leave_frames (&w->waiting, w->frame[l], NULL, 1U << l);
      w->frame[l] = NULL;
    }
  w->live &= ~lanes;
  w->waiting &= w->live;
  /* Lanes waiting at a collective for lanes that have now exited try it
     again: it may now have all its members.  */
  for (uint32_t m = w->waiting, l; m && (l = __builtin_ctz (m), 1);
       m &= m - 1)
    {
      enum xop op = (enum xop) w->frame[l]->fn->code[w->pc[l]].op;
      if (op == XOP_SHFL || op == XOP_VOTE || op == XOP_BARWARP)
	w->waiting &= ~(1U << l);
    }
  if (w->live == 0)
    {
      w->cta->live_warps--;
      recheck_barriers (w->cta);
    }
}

/* The operands.  */

#define LANES(m, l) \
  for (uint32_t _m = (m), l; _m && ((l = __builtin_ctz (_m)), 1); \
       _m &= _m - 1)

/* Evaluate the guard of IN for the lanes MASK.  */

static inline uint32_t
guard_lanes (const struct xinsn *in, const uint64_t *R, uint32_t mask)
{
  if (in->guard < 0)
    return mask;
  const uint64_t *p = R + (size_t) in->guard * 32;
  uint32_t on = 0;
  LANES (mask, l)
    if ((p[l] != 0) != in->guard_negated)
      on |= 1U << l;
  return on;
}

/* The running state of a group of lanes.  */

struct run
{
  struct xgrid *g;
  struct xwarp *w;
  struct xframe *f;
  const struct xfunc *fn;
  uint64_t *R;
  const uint64_t *C;
};

static inline const uint64_t *
src (const struct run *r, const struct xopnd *o)
{
  switch (o->kind)
    {
    case XK_REG:
      return r->R + (size_t) o->slot * 32;
    case XK_CONST:
      return r->C + (size_t) o->slot * 32;
    case XK_SREG:
      return r->w->sregs[o->slot];
    default:
      return r->g->sink;
    }
}

static inline uint64_t *
dst (const struct run *r, const struct xopnd *o)
{
  return o->kind == XK_REG ? r->R + (size_t) o->slot * 32 : r->g->sink;
}

/* The address lane L accesses.  */

static inline uint64_t
lane_address (const struct run *r, const struct xaddr *a, int l)
{
  switch (a->kind)
    {
    case XA_REG:
      {
	uint64_t v = r->R[(size_t) a->slot * 32 + l];
	if (a->reg32)
	  /* A 32-bit address (msp's .shared and .local pointers): the sum
	     wraps at 32 bits, as GCC's code relies on when it subtracts
	     from a base and adds the offset back in the operand
	     ("sub.u32 %r1, %r2, %r3; ld.shared.u32 %r4, [%r1+48740]").  */
	  return (uint32_t) (v + (uint64_t) a->offset);
	return v + (uint64_t) a->offset;
      }
    case XA_LOCAL:
      return r->f->local_base[l] + (uint64_t) a->offset;
    default:
      return (uint64_t) a->offset;
    }
}

/* Count the memory instruction IN, whose lanes touched the spaces
   TOUCHED (a bit per space).  */

static inline void
count_touched (const struct xinsn *in, unsigned touched)
{
  if (touched == 0)
    return;
  if ((touched & (touched - 1)) == 0)
    in->counts->touched[__builtin_ctz (touched)]++;
  else
    in->counts->touched[SP_NSPACES]++;
}

/* The SIZE bytes at P, read with one access.  Device memory is host
   memory that the host's threads may access at the same time: the
   reverse-offload request block, which the host polls and clears while
   the kernel spins on it, and unified shared memory.  memcpy of a
   variable size may copy a word twice (glibc's copies of 8 to 16 bytes
   write the first and the last 8): a host store between the two would
   be undone.  An aligned access of 1, 2, 4 or 8 bytes is single-copy
   atomic, as each PTX access of that size is.  */

static inline uint64_t
mem_read (const uint8_t *p, unsigned size)
{
  uint64_t v = 0;

  if (((uintptr_t) p & (size - 1)) != 0)
    memcpy (&v, p, size);
  else if (size == 8)
    v = __atomic_load_n ((const uint64_t *) p, __ATOMIC_RELAXED);
  else if (size == 4)
    v = __atomic_load_n ((const uint32_t *) p, __ATOMIC_RELAXED);
  else if (size == 2)
    v = __atomic_load_n ((const uint16_t *) p, __ATOMIC_RELAXED);
  else
    v = __atomic_load_n (p, __ATOMIC_RELAXED);
  return v;
}

/* Write the SIZE low bytes of V at P, with one access (see mem_read).  */

static inline void
mem_write (uint8_t *p, uint64_t v, unsigned size)
{
  if (((uintptr_t) p & (size - 1)) != 0)
    memcpy (p, &v, size);
  else if (size == 8)
    __atomic_store_n ((uint64_t *) p, v, __ATOMIC_RELAXED);
  else if (size == 4)
    __atomic_store_n ((uint32_t *) p, (uint32_t) v, __ATOMIC_RELAXED);
  else if (size == 2)
    __atomic_store_n ((uint16_t *) p, (uint16_t) v, __ATOMIC_RELAXED);
  else
    __atomic_store_n (p, (uint8_t) v, __ATOMIC_RELAXED);
}

/* Replace the SIZE bytes at P by NV if they still hold OLD; whether
   they did (see mem_read).  */

static inline int
mem_swap (uint8_t *p, uint64_t old, uint64_t nv, unsigned size)
{
  if (((uintptr_t) p & (size - 1)) != 0 || size == 1)
    {
      mem_write (p, nv, size);
      return 1;
    }
  if (size == 8)
    return __atomic_compare_exchange_n ((uint64_t *) p, &old, nv, 0,
					__ATOMIC_RELAXED, __ATOMIC_RELAXED);
  if (size == 4)
    {
      uint32_t o = (uint32_t) old;
      return __atomic_compare_exchange_n ((uint32_t *) p, &o, (uint32_t) nv,
					  0, __ATOMIC_RELAXED,
					  __ATOMIC_RELAXED);
    }
  uint16_t o = (uint16_t) old;
  return __atomic_compare_exchange_n ((uint16_t *) p, &o, (uint16_t) nv, 0,
				      __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

/* Read SIZE bytes at P as a value of type T, extended as the register
   of REGSIZE bytes it goes to (a signed type sign-extends).  */

static inline uint64_t
load_value (const uint8_t *p, enum ptx_type t, unsigned regsize)
{
  unsigned size = ptx_type_size (t);
  uint64_t v = mem_read (p, size);
  if (signed_type_p (t) && size < regsize)
    {
      v = x_sext (v, size * 8);
      if (regsize < 8)
	v &= (1ULL << (regsize * 8)) - 1;
    }
  return v;
}

static void
exec_ld (struct run *r, const struct xinsn *in, uint32_t m)
{
  unsigned esize = ptx_type_size (in->type);
  unsigned size = esize * in->vec;
  unsigned touched = 0;
  uint64_t *d[4];

  for (int i = 0; i < in->vec; i++)
    d[i] = dst (r, &in->o[i]);
  unsigned regsize = in->o[0].kind == XK_REG
		     ? ptx_type_size (r->fn->reg_type[in->o[0].slot]) : 8;
  /* Lanes that read the address the lane before them read get its
     values: one read for the warp, as the GPU's, so that a host thread
     that writes meanwhile cannot make a uniform warp diverge (see
     mem_read).  */
  const uint8_t *prev = NULL;
  uint32_t prev_l = 0;
  LANES (m, l)
    {
      int actual;
      uint64_t a = lane_address (r, &in->addr, l);
      uint8_t *p = resolve (r->g, r->w, l, in, r->fn, in->space, a, size, 0,
			    &actual);
      if (p == NULL)
	{
	  for (int i = 0; i < in->vec; i++)
	    d[i][l] = 0;
	  prev = NULL;
	  continue;
	}
      touched |= 1U << actual;
      for (int i = 0; i < in->vec; i++)
	d[i][l] = p == prev ? d[i][prev_l]
		  : load_value (p + i * esize, in->type, regsize);
      prev = p;
      prev_l = l;
    }
  count_touched (in, touched);
}

static void
exec_st (struct run *r, const struct xinsn *in, uint32_t m)
{
  unsigned esize = ptx_type_size (in->type);
  unsigned size = esize * in->vec;
  unsigned touched = 0;
  const uint64_t *s[4];

  for (int i = 0; i < in->vec; i++)
    s[i] = src (r, &in->o[i]);
  /* Of lanes in a row that store to the same address, only the last
     one writes: PTX performs one of a warp's stores to a location, and
     the executor's is the last lane's.  One write for a uniform warp,
     as on the GPU: 32 writes of the same value, lane after lane, would
     undo a host thread's store between two of them (the
     reverse-offload request block: the host clears it once it has run
     the request, and the stale value would make it run the request
     again).  */
  uint8_t *pending = NULL;
  uint32_t pending_l = 0;
  LANES (m, l)
    {
      int actual;
      uint64_t a = lane_address (r, &in->addr, l);
      uint8_t *p = resolve (r->g, r->w, l, in, r->fn, in->space, a, size, 1,
			    &actual);
      if (p == NULL)
	continue;
      touched |= 1U << actual;
      if (pending != NULL && pending != p)
	for (int i = 0; i < in->vec; i++)
	  mem_write (pending + i * esize, s[i][pending_l], esize);
      pending = p;
      pending_l = l;
    }
  if (pending != NULL)
    for (int i = 0; i < in->vec; i++)
      mem_write (pending + i * esize, s[i][pending_l], esize);
  count_touched (in, touched);
}

static void
exec_param (struct run *r, const struct xinsn *in, uint32_t m, int store)
{
  unsigned esize = ptx_type_size (in->type);

  for (int i = 0; i < in->vec; i++)
    {
      uint64_t off = (uint64_t) in->addr.offset + i * esize;
      if (store)
	{
	  const uint64_t *s = src (r, &in->o[i]);
	  LANES (m, l)
	    param_write (r->R, in->addr.slot, l, off, &s[l], esize);
	}
      else
	{
	  uint64_t *d = dst (r, &in->o[i]);
	  unsigned regsize = in->o[i].kind == XK_REG
			     ? ptx_type_size (r->fn->reg_type[in->o[i].slot])
			     : 8;
	  LANES (m, l)
	    {
	      uint8_t buf[8];
	      param_read (r->R, in->addr.slot, l, off, buf, esize);
	      d[l] = load_value (buf, in->type, regsize);
	    }
	}
    }
  in->counts->touched[SP_PARAM]++;
}

/* Atomic operations, in decode.c's order of MOD.  */

/* FTZ: atom.add.f32 on global memory flushes subnormal inputs and
   results to zero, on shared memory it does not (PTX ISA, atom).  */

static uint64_t
atom_op (const struct xinsn *in, uint64_t old, uint64_t b, uint64_t c,
	 int ftz)
{
  enum ptx_type t = in->type;
  uint64_t mk = type_mask (t);

  switch (in->mod)
    {
    case 0:			/* add */
      if (t == PT_F32)
	return x_f32_bits (x_atom_add_f32 (f32_of (old), f32_of (b), ftz));
      if (t == PT_F64)
	return x_f64_bits (x_atom_add_f64 (f64_of (old), f64_of (b)));
      return (old + b) & mk;
    case 1:			/* min */
      if (signed_type_p (t))
	return (ptx_type_size (t) == 8 ? x_min_s64 (old, b)
		: x_min_s32 ((uint32_t) old, (uint32_t) b));
      return ptx_type_size (t) == 8 ? x_min_u64 (old, b)
	     : x_min_u32 ((uint32_t) old, (uint32_t) b);
    case 2:			/* max */
      if (signed_type_p (t))
	return (ptx_type_size (t) == 8 ? x_max_s64 (old, b)
		: x_max_s32 ((uint32_t) old, (uint32_t) b));
      return ptx_type_size (t) == 8 ? x_max_u64 (old, b)
	     : x_max_u32 ((uint32_t) old, (uint32_t) b);
    case 3:			/* inc */
      return x_atom_inc_u32 ((uint32_t) old, (uint32_t) b);
    case 4:			/* dec */
      return x_atom_dec_u32 ((uint32_t) old, (uint32_t) b);
    case 5:
      return old & b;
    case 6:
      return old | b;
    case 7:
      return (old ^ b) & mk;
    case 8:			/* exch */
      return b & mk;
    default:			/* cas */
      return x_atom_cas (old, b, c) & mk;
    }
}

static void
exec_atom (struct run *r, const struct xinsn *in, uint32_t m)
{
  unsigned size = ptx_type_size (in->type);
  unsigned touched = 0;
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *b = src (r, &in->o[1]);
  const uint64_t *c = in->nops > 2 ? src (r, &in->o[2]) : b;

  LANES (m, l)
    {
      int actual;
      uint64_t a = lane_address (r, &in->addr, l);
      uint8_t *p = resolve (r->g, r->w, l, in, r->fn, in->space, a, size, 1,
			    &actual);
      if (p == NULL)
	{
	  d[l] = 0;
	  continue;
	}
      touched |= 1U << actual;
      /* The grid's lanes run one after another, but a host thread may
	 access the same memory (reverse offload, unified shared
	 memory): the update is a compare-and-swap.  */
      uint64_t old, nv;
      do
	{
	  old = mem_read (p, size);
	  nv = atom_op (in, old, b[l] & type_mask (in->type),
			c[l] & type_mask (in->type), actual == SP_GLOBAL);
	}
      while (!mem_swap (p, old, nv, size));
      if (in->op == XOP_ATOM)
	d[l] = old;
    }
  count_touched (in, touched);
}

/* cvta: to generic (ADD the base), or cvta.to: from generic.  */

static uint64_t
window_base (int space)
{
  switch (space)
    {
    case SP_SHARED:
      return X_SHARED_WINDOW;
    case SP_LOCAL:
      return X_LOCAL_WINDOW;
    case SP_CONST:
      return X_CONST_WINDOW;
    default:
      return 0;
    }
}

static void
exec_cvta (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = src (r, &in->o[1]);
  uint64_t base = window_base (in->space);
  uint64_t mk = type_mask (in->type);

  if (in->op == XOP_CVTA)
    {
      LANES (m, l)
	d[l] = (a[l] + base) & mk;
      return;
    }
  LANES (m, l)
    {
      uint64_t v = a[l];
      int win = window_of (v);
      /* A null pointer converts to null both ways (PTX ISA, cvta).  A
	 conversion of an address of another window is no fault, but
	 says that a fact was wrong, unless the value is never used: it
	 is noted (stats.c).  Values in no window (a function's address,
	 which msp gives no space) are not.  */
      if (v != 0 && win >= 0 && win != in->space
	  && !(in->space == SP_GLOBAL && win == SP_CONST))
	finding (r->g, r->w, l, in, r->fn, XV_CONVERSION, in->space, win, v,
		 0, 0);
      d[l] = v ? (v - base) & mk : 0;
    }
}

static void
exec_isspacep (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = src (r, &in->o[1]);

  LANES (m, l)
    {
      int win = window_of (a[l]);
      d[l] = (in->space == SP_GLOBAL ? win == SP_GLOBAL
	      : win == in->space);
    }
}

/* alloca, stacksave and stackrestore (PTX ISA 7.3) on the lanes M: the
   lane's local stack, from which push_locals takes each call's .local
   variables and back to which ret pops (saved_sp), so that alloca's
   memory lives until its function returns.  alloca's result is a
   local-space address (GCC's nvptx_alloca converts it with cvta.local);
   stacksave gives the stack's top, which stackrestore takes back.  */

static int
exec_stack (struct run *r, const struct xinsn *in, uint32_t m)
{
  struct xwarp *w = r->w;
  uint64_t mk = in->type == PT_U32 ? 0xffffffffULL : ~0ULL;

  if (in->op == XOP_STACKSAVE)
    {
      uint64_t *d = dst (r, &in->o[0]);
      LANES (m, l)
	d[l] = w->sp[l] & mk;
      return 0;
    }
  if (in->op == XOP_STACKRESTORE)
    {
      const uint64_t *a = src (r, &in->o[0]);
      LANES (m, l)
	{
	  if (a[l] < r->f->saved_sp[l] || a[l] > cfg.local_size)
	    {
	      grid_fail (r->g, "stackrestore to %#llx, outside the stack "
			 "of %s", (unsigned long long) a[l], r->fn->name);
	      return -1;
	    }
	  w->sp[l] = a[l];
	}
      return 0;
    }

  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *size = src (r, &in->o[1]);
  uint64_t align = (uint64_t) 1 << in->mod;
  LANES (m, l)
    {
      uint64_t a = (w->sp[l] + align - 1) & ~(align - 1);
      if (a == 0)
	/* As push_locals: nothing is at local address 0.  */
	a = align > 16 ? align : 16;
      if ((size[l] & mk) > cfg.local_size - a || a > cfg.local_size)
	{
	  grid_fail (r->g, "alloca of %llu bytes overflows the .local "
		     "memory of a thread in %s (MSP_RUN_LOCAL_SIZE=%llu "
		     "bytes)", (unsigned long long) (size[l] & mk),
		     r->fn->name, (unsigned long long) cfg.local_size);
	  return -1;
	}
      d[l] = a;
      w->sp[l] = a + (size[l] & mk);
    }
  return ensure_local (r->g, w);
}

/* Integer arithmetic of width WIDTH bits.  */

static void
exec_int2 (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = src (r, &in->o[1]);
  const uint64_t *b = src (r, &in->o[2]);
  enum ptx_type t = in->type;
  unsigned size = ptx_type_size (t);
  uint64_t mk = type_mask (t);
  int sgn = signed_type_p (t);

  switch (in->op)
    {
    case XOP_ADD:
      if ((in->flags & XF_SAT) && t == PT_S32)
	LANES (m, l) d[l] = x_add_sat_s32 ((uint32_t) a[l], (uint32_t) b[l]);
      else
	LANES (m, l) d[l] = (a[l] + b[l]) & mk;
      return;
    case XOP_SUB:
      if ((in->flags & XF_SAT) && t == PT_S32)
	LANES (m, l) d[l] = x_sub_sat_s32 ((uint32_t) a[l], (uint32_t) b[l]);
      else
	LANES (m, l) d[l] = (a[l] - b[l]) & mk;
      return;
    case XOP_MUL:
      LANES (m, l) d[l] = (a[l] * b[l]) & mk;
      return;
    case XOP_MULHI:
      switch (size)
	{
	case 2:
	  LANES (m, l) d[l] = sgn ? x_mulhi_s16 (a[l], b[l])
		       : x_mulhi_u16 (a[l], b[l]);
	  break;
	case 4:
	  LANES (m, l) d[l] = sgn ? x_mulhi_s32 (a[l], b[l])
		       : x_mulhi_u32 (a[l], b[l]);
	  break;
	default:
	  LANES (m, l) d[l] = sgn ? x_mulhi_s64 (a[l], b[l])
		       : x_mulhi_u64 (a[l], b[l]);
	}
      return;
    case XOP_MULWIDE:
      if (size == 2)
	LANES (m, l) d[l] = sgn ? x_mulwide_s16 (a[l], b[l])
		     : x_mulwide_u16 (a[l], b[l]);
      else
	LANES (m, l) d[l] = sgn ? x_mulwide_s32 (a[l], b[l])
		     : x_mulwide_u32 (a[l], b[l]);
      return;
    case XOP_DIV:
      switch (size)
	{
	case 2:
	  LANES (m, l) d[l] = sgn ? x_div_s16 (a[l], b[l])
		       : x_div_u16 (a[l], b[l]);
	  break;
	case 4:
	  LANES (m, l) d[l] = sgn ? x_div_s32 (a[l], b[l])
		       : x_div_u32 (a[l], b[l]);
	  break;
	default:
	  LANES (m, l) d[l] = sgn ? x_div_s64 (a[l], b[l])
		       : x_div_u64 (a[l], b[l]);
	}
      return;
    case XOP_REM:
      switch (size)
	{
	case 2:
	  LANES (m, l) d[l] = sgn ? x_rem_s16 (a[l], b[l])
		       : x_rem_u16 (a[l], b[l]);
	  break;
	case 4:
	  LANES (m, l) d[l] = sgn ? x_rem_s32 (a[l], b[l])
		       : x_rem_u32 (a[l], b[l]);
	  break;
	default:
	  LANES (m, l) d[l] = sgn ? x_rem_s64 (a[l], b[l])
		       : x_rem_u64 (a[l], b[l]);
	}
      return;
    case XOP_MIN:
    case XOP_MAX:
      {
	int mx = in->op == XOP_MAX;
	LANES (m, l)
	  {
	    uint64_t x = a[l] & mk, y = b[l] & mk;
	    int less;
	    if (sgn)
	      less = (int64_t) x_sext (x, size * 8)
		     < (int64_t) x_sext (y, size * 8);
	    else
	      less = x < y;
	    d[l] = (less != mx) ? x : y;
	  }
	return;
      }
    case XOP_AND:
      LANES (m, l) d[l] = a[l] & b[l] & mk;
      return;
    case XOP_OR:
      LANES (m, l) d[l] = (a[l] | b[l]) & mk;
      return;
    case XOP_XOR:
      LANES (m, l) d[l] = (a[l] ^ b[l]) & mk;
      return;
    case XOP_SHL:
      switch (size)
	{
	case 2:
	  LANES (m, l) d[l] = x_shl_b16 (a[l], (uint32_t) b[l]);
	  break;
	case 4:
	  LANES (m, l) d[l] = x_shl_b32 (a[l], (uint32_t) b[l]);
	  break;
	default:
	  LANES (m, l) d[l] = x_shl_b64 (a[l], (uint32_t) b[l]);
	}
      return;
    case XOP_SHR:
      switch (size)
	{
	case 2:
	  LANES (m, l) d[l] = sgn ? x_shr_s16 (a[l], (uint32_t) b[l])
		       : x_shr_u16 (a[l], (uint32_t) b[l]);
	  break;
	case 4:
	  LANES (m, l) d[l] = sgn ? x_shr_s32 (a[l], (uint32_t) b[l])
		       : x_shr_u32 (a[l], (uint32_t) b[l]);
	  break;
	default:
	  LANES (m, l) d[l] = sgn ? x_shr_s64 (a[l], (uint32_t) b[l])
		       : x_shr_u64 (a[l], (uint32_t) b[l]);
	}
      return;
    default:
      grid_fail (r->g, "internal error: integer operation %d", in->op);
    }
}

/* Floating-point arithmetic.  */

static void
exec_float (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = src (r, &in->o[1]);
  const uint64_t *b = in->nops > 2 ? src (r, &in->o[2]) : a;
  const uint64_t *c = in->nops > 3 ? src (r, &in->o[3]) : a;
  int ftz = (in->flags & XF_FTZ) != 0, sat = (in->flags & XF_SAT) != 0;
  int approx = (in->flags & XF_APPROX) != 0;
  enum x_rnd rnd = rnd_of (in->mod);

  if (in->type == PT_F32)
    switch (in->op)
      {
      case XOP_ADD:
	LANES (m, l) d[l] = x_f32_bits (x_add_f32 (f32_of (a[l]),
						   f32_of (b[l]), rnd, ftz,
						   sat));
	return;
      case XOP_SUB:
	LANES (m, l) d[l] = x_f32_bits (x_sub_f32 (f32_of (a[l]),
						   f32_of (b[l]), rnd, ftz,
						   sat));
	return;
      case XOP_MUL:
	LANES (m, l) d[l] = x_f32_bits (x_mul_f32 (f32_of (a[l]),
						   f32_of (b[l]), rnd, ftz,
						   sat));
	return;
      case XOP_MAD:
      case XOP_FMA:
	LANES (m, l) d[l] = x_f32_bits (x_fma_f32 (f32_of (a[l]),
						   f32_of (b[l]),
						   f32_of (c[l]), rnd, ftz,
						   sat));
	return;
      case XOP_DIV:
	if (approx && in->mod == 0)
	  LANES (m, l) d[l] = x_f32_bits (x_div_full_f32 (f32_of (a[l]),
							  f32_of (b[l]), ftz));
	else
	  LANES (m, l) d[l] = x_f32_bits (x_div_f32 (f32_of (a[l]),
						     f32_of (b[l]), rnd, ftz));
	return;
      case XOP_MIN:
	LANES (m, l) d[l] = x_f32_bits (x_min_f32 (f32_of (a[l]),
						   f32_of (b[l]), ftz, 0));
	return;
      case XOP_MAX:
	LANES (m, l) d[l] = x_f32_bits (x_max_f32 (f32_of (a[l]),
						   f32_of (b[l]), ftz, 0));
	return;
      case XOP_ABS:
	LANES (m, l) d[l] = x_f32_bits (x_abs_f32 (f32_of (a[l]), ftz));
	return;
      case XOP_NEG:
	LANES (m, l) d[l] = x_f32_bits (x_neg_f32 (f32_of (a[l]), ftz));
	return;
      case XOP_SQRT:
	if (approx)
	  LANES (m, l) d[l] = x_f32_bits (x_sqrt_approx_f32 (f32_of (a[l]),
							     ftz));
	else
	  LANES (m, l) d[l] = x_f32_bits (x_sqrt_f32 (f32_of (a[l]), rnd,
						      ftz));
	return;
      case XOP_RCP:
	if (approx)
	  LANES (m, l) d[l] = x_f32_bits (x_rcp_approx_f32 (f32_of (a[l]),
							    ftz));
	else
	  LANES (m, l) d[l] = x_f32_bits (x_rcp_f32 (f32_of (a[l]), rnd,
						     ftz));
	return;
      case XOP_RSQRT:
	LANES (m, l) d[l] = x_f32_bits (x_rsqrt_approx_f32 (f32_of (a[l]),
							    ftz));
	return;
      case XOP_SIN:
	LANES (m, l) d[l] = x_f32_bits (x_sin_approx_f32 (f32_of (a[l]),
							  ftz));
	return;
      case XOP_COS:
	LANES (m, l) d[l] = x_f32_bits (x_cos_approx_f32 (f32_of (a[l]),
							  ftz));
	return;
      case XOP_EX2:
	LANES (m, l) d[l] = x_f32_bits (x_ex2_approx_f32 (f32_of (a[l]),
							  ftz));
	return;
      case XOP_LG2:
	LANES (m, l) d[l] = x_f32_bits (x_lg2_approx_f32 (f32_of (a[l]),
							  ftz));
	return;
      case XOP_TANH:
	LANES (m, l) d[l] = x_f32_bits (x_tanh_approx_f32 (f32_of (a[l])));
	return;
      case XOP_COPYSIGN:
	LANES (m, l) d[l] = x_f32_bits (x_copysign_f32 (f32_of (a[l]),
							f32_of (b[l])));
	return;
      default:
	break;
      }
  else if (in->type == PT_F64)
    switch (in->op)
      {
      case XOP_ADD:
	LANES (m, l) d[l] = x_f64_bits (x_add_f64 (f64_of (a[l]),
						   f64_of (b[l]), rnd));
	return;
      case XOP_SUB:
	LANES (m, l) d[l] = x_f64_bits (x_sub_f64 (f64_of (a[l]),
						   f64_of (b[l]), rnd));
	return;
      case XOP_MUL:
	LANES (m, l) d[l] = x_f64_bits (x_mul_f64 (f64_of (a[l]),
						   f64_of (b[l]), rnd));
	return;
      case XOP_MAD:
      case XOP_FMA:
	LANES (m, l) d[l] = x_f64_bits (x_fma_f64 (f64_of (a[l]),
						   f64_of (b[l]),
						   f64_of (c[l]), rnd));
	return;
      case XOP_DIV:
	LANES (m, l) d[l] = x_f64_bits (x_div_f64 (f64_of (a[l]),
						   f64_of (b[l]), rnd));
	return;
      case XOP_MIN:
	LANES (m, l) d[l] = x_f64_bits (x_min_f64 (f64_of (a[l]),
						   f64_of (b[l])));
	return;
      case XOP_MAX:
	LANES (m, l) d[l] = x_f64_bits (x_max_f64 (f64_of (a[l]),
						   f64_of (b[l])));
	return;
      case XOP_ABS:
	LANES (m, l) d[l] = x_f64_bits (x_abs_f64 (f64_of (a[l])));
	return;
      case XOP_NEG:
	LANES (m, l) d[l] = x_f64_bits (x_neg_f64 (f64_of (a[l])));
	return;
      case XOP_SQRT:
	LANES (m, l) d[l] = x_f64_bits (x_sqrt_f64 (f64_of (a[l]), rnd));
	return;
      case XOP_RCP:
	LANES (m, l) d[l] = x_f64_bits (x_rcp_f64 (f64_of (a[l]), rnd));
	return;
      case XOP_RSQRT:
	LANES (m, l) d[l] = x_f64_bits (x_rsqrt_approx_f64 (f64_of (a[l])));
	return;
      case XOP_COPYSIGN:
	LANES (m, l) d[l] = x_f64_bits (x_copysign_f64 (f64_of (a[l]),
							f64_of (b[l])));
	return;
      default:
	break;
      }
  grid_fail (r->g, "unsupported floating-point operation %d on type %d",
	     in->op, in->type);
}

static int
float_type (enum ptx_type t)
{
  return t == PT_F32 || t == PT_F64;
}

/* cvt: every combination of integer and float types.  */

static uint64_t
cvt_value (const struct xinsn *in, uint64_t v)
{
  enum ptx_type dt = in->type, st = in->type2;
  int ftz = (in->flags & XF_FTZ) != 0, sat = (in->flags & XF_SAT) != 0;
  enum x_rnd rnd = rnd_of (in->mod);
  /* .rni, .rzi, .rmi, .rpi: a float rounded to an integral float.  */
  int int_rounding = in->mod >= 5;

  if (!float_type (st) && st != PT_F16)
    {
      if (dt == PT_F32)
	return x_f32_bits (x_cvt_int_to_f32 (v, itype_of (st), rnd, sat));
      if (dt == PT_F64)
	return x_f64_bits (x_cvt_int_to_f64 (v, itype_of (st), rnd, sat));
      if (dt == PT_F16)
	return x_cvt_int_to_f16 (v, itype_of (st), rnd, sat);
      return x_cvt_int (v, itype_of (dt), itype_of (st), sat)
	     & type_mask (dt);
    }
  if (st == PT_F32)
    {
      float a = f32_of (v);
      if (dt == PT_F32)
	return x_f32_bits (int_rounding
			   ? x_cvt_rint_f32 (a, rnd, ftz, sat)
			   : x_cvt_f32_to_f32 (a, ftz, sat));
      if (dt == PT_F64)
	return x_f64_bits (x_cvt_f32_to_f64 (a, ftz, sat));
      if (dt == PT_F16)
	return x_cvt_f32_to_f16 (a, rnd, ftz, sat, 0);
      return x_cvt_f32_to_int (a, rnd, ftz, itype_of (dt)) & type_mask (dt);
    }
  if (st == PT_F64)
    {
      double a = f64_of (v);
      if (dt == PT_F64)
	return x_f64_bits (int_rounding ? x_cvt_rint_f64 (a, rnd, sat)
			   : x_cvt_f64_to_f64 (a, sat));
      if (dt == PT_F32)
	return x_f32_bits (x_cvt_f64_to_f32 (a, rnd, ftz, sat));
      if (dt == PT_F16)
	return x_cvt_f64_to_f16 (a, rnd, sat);
      return x_cvt_f64_to_int (a, rnd, itype_of (dt)) & type_mask (dt);
    }
  /* f16.  */
  if (dt == PT_F32)
    return x_f32_bits (x_cvt_f16_to_f32 ((uint16_t) v, ftz, sat));
  if (dt == PT_F64)
    return x_f64_bits (x_cvt_f16_to_f64 ((uint16_t) v, sat));
  if (dt == PT_F16)
    return (int_rounding ? x_cvt_rint_f16 ((uint16_t) v, rnd, sat)
	    : sat ? x_sat_f16 ((uint16_t) v) : (uint16_t) v);
  return x_cvt_f16_to_int ((uint16_t) v, rnd, itype_of (dt)) & type_mask (dt);
}

/* setp and set.  */

static inline int
compare (const struct xinsn *in, uint64_t a, uint64_t b)
{
  enum x_cmp op = (enum x_cmp) in->mod;
  switch (in->type)
    {
    case PT_F32:
      return x_setp_f32 (op, f32_of (a), f32_of (b),
			 (in->flags & XF_FTZ) != 0);
    case PT_F64:
      return x_setp_f64 (op, f64_of (a), f64_of (b));
    default:
      {
	unsigned bits = ptx_type_size (in->type) * 8;
	uint64_t mk = type_mask (in->type);
	if (signed_type_p (in->type))
	  return x_setp_int (op, x_sext (a & mk, bits), x_sext (b & mk, bits),
			     1);
	return x_setp_int (op, a & mk, b & mk, 0);
      }
    }
}

static void
exec_setp (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = src (r, &in->o[1]);
  const uint64_t *b = src (r, &in->o[2]);
  const uint64_t *c = in->mod2 ? src (r, &in->o[3]) : NULL;
  int cneg = in->mod2 ? in->o[3].negated : 0;

  LANES (m, l)
    {
      int t = compare (in, a[l], b[l]);
      if (c)
	t = x_boolop ((enum x_boolop) in->mod2, t, (c[l] != 0) != cneg);
      if (in->op == XOP_SETP)
	d[l] = t;
      else if (in->type2 == PT_F32)
	d[l] = t ? 0x3f800000 : 0;
      else
	d[l] = t ? type_mask (in->type2) : 0;
    }
}

/* Logic on predicates and bits, and the other one-result operations.  */

static void
exec_misc (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = in->nops > 1 ? src (r, &in->o[1]) : NULL;
  const uint64_t *b = in->nops > 2 ? src (r, &in->o[2]) : NULL;
  const uint64_t *c = in->nops > 3 ? src (r, &in->o[3]) : NULL;
  enum ptx_type t = in->type;
  uint64_t mk = type_mask (t);
  int an = in->nops > 1 && in->o[1].negated;
  int bn = in->nops > 2 && in->o[2].negated;

  switch (in->op)
    {
    case XOP_MOV:
      for (int i = 0; i < in->vec; i++)
	{
	  uint64_t *dd = dst (r, &in->o[i]);
	  const uint64_t *ss = src (r, &in->o[in->vec > 1 ? in->vec + i : 1]);
	  if (t == PT_PRED)
	    LANES (m, l) dd[l] = (ss[l] != 0) != (in->o[1].negated != 0);
	  else
	    LANES (m, l) dd[l] = ss[l] & mk;
	}
      return;
    case XOP_MOVPACK:
      {
	unsigned bits = ptx_type_size (in->type2) * 8;
	LANES (m, l)
	  {
	    uint64_t v = 0;
	    for (int i = in->vec - 1; i >= 0; i--)
	      v = (v << bits) | (src (r, &in->o[1 + i])[l]
				 & ((1ULL << bits) - 1));
	    d[l] = v & mk;
	  }
	return;
      }
    case XOP_MOVUNPACK:
      {
	unsigned bits = ptx_type_size (in->type2) * 8;
	const uint64_t *s = src (r, &in->o[0]);
	uint64_t tmp[32];
	LANES (m, l) tmp[l] = s[l];
	for (int i = 0; i < in->vec; i++)
	  {
	    uint64_t *dd = dst (r, &in->o[1 + i]);
	    LANES (m, l) dd[l] = (tmp[l] >> (i * bits)) & ((1ULL << bits) - 1);
	  }
	return;
      }
    case XOP_AND:
    case XOP_OR:
    case XOP_XOR:
      if (t == PT_PRED)
	{
	  LANES (m, l)
	    {
	      int x = (a[l] != 0) != an, y = (b[l] != 0) != bn;
	      d[l] = in->op == XOP_AND ? (x & y)
		     : in->op == XOP_OR ? (x | y) : (x ^ y);
	    }
	  return;
	}
      exec_int2 (r, in, m);
      return;
    case XOP_NOT:
      if (t == PT_PRED)
	LANES (m, l) d[l] = !((a[l] != 0) != an);
      else
	LANES (m, l) d[l] = ~a[l] & mk;
      return;
    case XOP_CNOT:
      LANES (m, l) d[l] = (a[l] & mk) == 0;
      return;
    case XOP_ABS:
    case XOP_NEG:
      if (float_type (t))
	{
	  exec_float (r, in, m);
	  return;
	}
      switch (ptx_type_size (t))
	{
	case 2:
	  LANES (m, l) d[l] = in->op == XOP_ABS ? x_abs_s16 (a[l])
		       : x_neg_s16 (a[l]);
	  break;
	case 4:
	  LANES (m, l) d[l] = in->op == XOP_ABS ? x_abs_s32 (a[l])
		       : x_neg_s32 (a[l]);
	  break;
	default:
	  LANES (m, l) d[l] = in->op == XOP_ABS ? x_abs_s64 (a[l])
		       : x_neg_s64 (a[l]);
	}
      return;
    case XOP_POPC:
      LANES (m, l) d[l] = ptx_type_size (t) == 8 ? x_popc_b64 (a[l])
		   : x_popc_b32 ((uint32_t) a[l]);
      return;
    case XOP_CLZ:
      LANES (m, l) d[l] = ptx_type_size (t) == 8 ? x_clz_b64 (a[l])
		   : x_clz_b32 ((uint32_t) a[l]);
      return;
    case XOP_BREV:
      LANES (m, l) d[l] = ptx_type_size (t) == 8 ? x_brev_b64 (a[l])
		   : x_brev_b32 ((uint32_t) a[l]);
      return;
    case XOP_BFIND:
      LANES (m, l) d[l] = x_bfind (a[l] & mk, ptx_type_size (t) * 8,
				   signed_type_p (t), in->mod2);
      return;
    case XOP_BFE:
      LANES (m, l) d[l] = x_bfe (a[l] & mk, (uint32_t) b[l], (uint32_t) c[l],
				 ptx_type_size (t) * 8, signed_type_p (t))
		   & mk;
      return;
    case XOP_BFI:
      {
	const uint64_t *e = src (r, &in->o[4]);
	LANES (m, l) d[l] = x_bfi (a[l], b[l], (uint32_t) c[l],
				   (uint32_t) e[l], ptx_type_size (t) * 8)
		     & mk;
	return;
      }
    case XOP_PRMT:
      LANES (m, l) d[l] = x_prmt ((uint32_t) a[l], (uint32_t) b[l],
				  (uint32_t) c[l], (enum x_prmt_mode) in->mod);
      return;
    case XOP_SHF:
      if (in->mod & 1)
	LANES (m, l) d[l] = x_shf_r ((uint32_t) a[l], (uint32_t) b[l],
				     (uint32_t) c[l], in->mod >> 1);
      else
	LANES (m, l) d[l] = x_shf_l ((uint32_t) a[l], (uint32_t) b[l],
				     (uint32_t) c[l], in->mod >> 1);
      return;
    case XOP_VADD:
      LANES (m, l) d[l] = x_vadd_u32_add ((uint32_t) a[l], (uint32_t) b[l],
					  (uint32_t) c[l]);
      return;
    case XOP_VSUB:
      LANES (m, l) d[l] = x_vsub_u32_add ((uint32_t) a[l], (uint32_t) b[l],
					  (uint32_t) c[l]);
      return;
    case XOP_SELP:
      LANES (m, l) d[l] = ((c[l] != 0) != in->o[3].negated ? a[l] : b[l]) & mk;
      return;
    case XOP_SLCT:
      if (in->type2 == PT_F32)
	LANES (m, l) d[l] = (x_slct_f32 (f32_of (c[l]),
					 (in->flags & XF_FTZ) != 0)
			     ? a[l] : b[l]) & mk;
      else
	LANES (m, l) d[l] = (x_slct_s32 ((uint32_t) c[l]) ? a[l] : b[l]) & mk;
      return;
    case XOP_CVT:
      LANES (m, l) d[l] = cvt_value (in, a[l]);
      return;
    case XOP_TESTP:
      if (t == PT_F32)
	LANES (m, l) d[l] = x_testp_f32 ((enum x_testp) in->mod, f32_of (a[l]));
      else
	LANES (m, l) d[l] = x_testp_f64 ((enum x_testp) in->mod, f64_of (a[l]));
      return;
    case XOP_MAD:
    case XOP_MADHI:
    case XOP_MADWIDE:
      {
	/* d = a * b + c, the product as MUL, MULHI or MULWIDE gives.  */
	struct xinsn mul = *in;
	uint64_t prod[32];
	mul.op = in->op == XOP_MAD ? XOP_MUL : in->op == XOP_MADHI
		 ? XOP_MULHI : XOP_MULWIDE;
	uint64_t *save = r->g->sink;
	(void) save;
	/* Compute the product into PROD through a temporary operand.  */
	const uint64_t *aa = a, *bb = b;
	unsigned size = ptx_type_size (t);
	int sgn = signed_type_p (t);
	LANES (m, l)
	  {
	    uint64_t p;
	    if (mul.op == XOP_MUL)
	      p = aa[l] * bb[l];
	    else if (mul.op == XOP_MULHI)
	      p = size == 2 ? (sgn ? x_mulhi_s16 (aa[l], bb[l])
			       : x_mulhi_u16 (aa[l], bb[l]))
		  : size == 4 ? (sgn ? x_mulhi_s32 (aa[l], bb[l])
				 : x_mulhi_u32 (aa[l], bb[l]))
		  : (sgn ? x_mulhi_s64 (aa[l], bb[l])
		     : x_mulhi_u64 (aa[l], bb[l]));
	    else
	      p = size == 2 ? (sgn ? x_mulwide_s16 (aa[l], bb[l])
			       : x_mulwide_u16 (aa[l], bb[l]))
		  : (sgn ? x_mulwide_s32 (aa[l], bb[l])
		     : x_mulwide_u32 (aa[l], bb[l]));
	    prod[l] = p;
	  }
	uint64_t wmk = in->op == XOP_MADWIDE ? type_mask (in->type2) : mk;
	if (in->op == XOP_MADHI && (in->flags & XF_SAT) && t == PT_S32)
	  LANES (m, l) d[l] = x_mad_hi_sat_s32 ((uint32_t) aa[l],
						(uint32_t) bb[l],
						(uint32_t) c[l]);
	else
	  LANES (m, l) d[l] = (prod[l] + c[l]) & wmk;
	return;
      }
    case XOP_SAD:
      LANES (m, l) d[l] = x_sad (a[l], b[l], c[l], ptx_type_size (t) * 8,
				 signed_type_p (t)) & mk;
      return;
    default:
      grid_fail (r->g, "internal error: operation %d", in->op);
    }
}

/* vprintf reads the format and the arguments through generic
   addresses, lane L's.  */

struct vprintf_ctx
{
  struct xwarp *w;
  int l;
};

static int
vprintf_read (void *data, uint64_t addr, void *buf, size_t n)
{
  struct vprintf_ctx *c = data;
  struct xwarp *w = c->w;
  const uint8_t *p = NULL;

  switch (window_of (addr))
    {
    case SP_SHARED:
      if (addr - X_SHARED_WINDOW + n <= w->cta->shared_size)
	p = w->cta->shared + (addr - X_SHARED_WINDOW);
      break;
    case SP_LOCAL:
      if (w->local && addr - X_LOCAL_WINDOW + n <= cfg.local_size)
	p = w->local + c->l * cfg.local_size + (addr - X_LOCAL_WINDOW);
      break;
    case SP_CONST:
      if (addr - X_CONST_WINDOW + n <= xmem_const_used ())
	p = (const uint8_t *) (uintptr_t) addr;
      break;
    case SP_GLOBAL:
      if (xmem_global_p (addr, n))
	p = (const uint8_t *) (uintptr_t) addr;
      break;
    default:
      break;
    }
  if (p == NULL)
    return -1;
  memcpy (buf, p, n);
  return 0;
}

/* Calls.  */

static int
call_builtin (struct run *r, const struct xinsn *in, struct xfunc *fn,
	      uint32_t m)
{
  const struct xcall *c = in->call;

  LANES (m, l)
    {
      uint64_t args[2] = { 0, 0 }, result = 0;
      for (int i = 0; i < c->nargs && i < 2; i++)
	param_read (r->R, c->arg_slot[i], l, 0, &args[i],
		    c->arg_size[i] < 8 ? c->arg_size[i] : 8);
      switch (fn->builtin)
	{
	case XB_MALLOC:
	  result = xmem_device_malloc (args[0]);
	  break;
	case XB_FREE:
	  if (args[0])
	    xmem_free (args[0]);
	  break;
	default:
	  {
	    struct vprintf_ctx ctx = { r->w, l };
	    result = (uint32_t) xvprintf (stdout, vprintf_read, &ctx, args[0],
					  args[1]);
	    break;
	  }
	}
      if (c->ret_slot >= 0)
	param_write (r->R, c->ret_slot, l, 0, &result,
		     c->ret_size < 8 ? c->ret_size : 8);
    }
  return 0;
}

/* The function that lane L calls through IN, or NULL after a report.  */

static struct xfunc *
callee_of (struct run *r, const struct xinsn *in, int l)
{
  const struct xcall *c = in->call;
  if (c->callee)
    return c->callee;
  uint64_t v = src (r, &c->fnreg)[l];
  uint64_t i = (v - X_FUNC_BASE) / X_FUNC_STRIDE;
  if (v < X_FUNC_BASE || (v - X_FUNC_BASE) % X_FUNC_STRIDE
      || i >= (uint64_t) r->g->prog->nfuncs)
    {
      char where[256];
      xinsn_where (r->g->prog, in, where, sizeof where);
      grid_fail (r->g, "indirect call of 0x%llx, which is no function, in "
		 "%s (%s)", (unsigned long long) v, r->fn->name, where);
      return NULL;
    }
  return r->g->prog->funcs[i];
}

/* Run the call IN for lanes M of the group at frame R->F; return the
   lanes that entered a new activation (*NEWF), 0 if the call completed
   in place (a built-in), or -1 on failure.  Lanes whose indirect
   target differs from the first lane's stay at the call for the next
   turn.  */

static int
do_call (struct run *r, const struct xinsn *in, uint32_t *m,
	 struct xframe **newf)
{
  const struct xcall *c = in->call;
  int first = __builtin_ctz (*m);
  struct xfunc *fn = callee_of (r, in, first);

  if (fn == NULL)
    return -1;
  if (c->callee == NULL)
    {
      uint32_t same = 0;
      LANES (*m, l)
	{
	  struct xfunc *g = callee_of (r, in, l);
	  if (g == NULL)
	    return -1;
	  if (g == fn)
	    same |= 1U << l;
	}
      *m = same;
    }
  if (fn->builtin)
    {
      call_builtin (r, in, fn, *m);
      return 0;
    }
  if (c->nargs < fn->nparams)
    {
      grid_fail (r->g, "a call of %s with %d arguments, which takes %d",
		 fn->name, c->nargs, fn->nparams);
      return -1;
    }
  if (r->f->depth >= 4096)
    {
      grid_fail (r->g, "calls nested deeper than 4096 in %s", fn->name);
      return -1;
    }
  struct xframe *nf = frame_new (r->g, fn);
  if (nf == NULL)
    return -1;
  nf->parent = r->f;
  nf->call = c;
  nf->lanes = *m;
  nf->depth = r->f->depth + 1;
  for (int i = 0; i < fn->nparams; i++)
    {
      uint32_t n = c->arg_size[i] < fn->param_size[i] ? c->arg_size[i]
		   : fn->param_size[i];
      param_copy (nf->regs, fn->param_slot[i], r->R, c->arg_slot[i], n, *m);
    }
  if (push_locals (r->g, r->w, nf, *m))
    {
      frame_free (nf);
      return -1;
    }
  *newf = nf;
  return 1;
}

/* ret for the lanes M of frame F at their instruction.  */

static void
do_ret (struct xwarp *w, struct xframe *f, uint32_t m)
{
  struct xframe *parent = f->parent;

  if (parent == NULL)
    {
      lanes_exit (w, m);
      return;
    }
  const struct xcall *c = f->call;
  if (c->ret_slot >= 0 && f->fn->ret_slot >= 0)
    {
      uint32_t n = c->ret_size < f->fn->ret_size ? c->ret_size
		   : f->fn->ret_size;
      param_copy (parent->regs, c->ret_slot, f->regs, f->fn->ret_slot, n, m);
    }
  LANES (m, l)
    {
      w->sp[l] = f->saved_sp[l];
      w->frame[l] = parent;
      w->pc[l] = f->ret_pc;
    }
  f->lanes &= ~m;
  if (f->lanes == 0)
    frame_free (f);
  else
    reconv_recheck (&w->waiting, f);
}

/* Collectives within a warp.  */

/* The lanes of W waiting at instruction PC of frame F, with the group
   M that just arrived.  */

static uint32_t
arrived_at (struct xwarp *w, struct xframe *f, uint32_t pc, uint32_t m)
{
  uint32_t a = m;
  LANES (w->waiting & w->live, l)
    if (w->frame[l] == f && w->pc[l] == pc)
      a |= 1U << l;
  return a;
}

static void
exec_shfl (struct run *r, const struct xinsn *in, uint32_t m)
{
  uint64_t *d = dst (r, &in->o[0]);
  const uint64_t *a = src (r, &in->o[1]);
  const uint64_t *b = src (r, &in->o[2]);
  const uint64_t *c = src (r, &in->o[3]);
  uint64_t val[32];

  LANES (m, l)
    val[l] = a[l];
  LANES (m, l)
    {
      uint32_t lane = l, bval = (uint32_t) b[l], cval = (uint32_t) c[l];
      uint32_t clamp = cval & 0x1f, segmask = (cval >> 8) & 0x1f;
      uint32_t minl = (lane & segmask), maxl = minl | (clamp & ~segmask);
      uint32_t j;
      int pval;
      /* PTX ISA, shfl.sync: the source lane and whether it is in
	 range.  */
      switch (in->mod)
	{
	case 0:			/* up */
	  j = lane - bval;
	  pval = (int32_t) j >= (int32_t) maxl;
	  break;
	case 1:			/* down */
	  j = lane + bval;
	  pval = j <= maxl;
	  break;
	case 2:			/* bfly */
	  j = lane ^ bval;
	  pval = j <= maxl;
	  break;
	default:		/* idx */
	  j = minl | (bval & ~segmask);
	  pval = j <= maxl;
	  break;
	}
      if (!pval || j > 31 || !(m >> j & 1))
	j = lane;
      d[l] = val[j] & 0xffffffff;
    }
}

/* Run one collective (shfl, vote, bar.warp.sync) for the lanes M of the
   group; return 1 if it ran and the group goes on (*M the lanes that
   ran), 0 if the group must wait, -1 on failure.  */

static int
collective (struct run *r, const struct xinsn *in, uint32_t pc, uint32_t *m)
{
  struct xwarp *w = r->w;
  int first = __builtin_ctz (*m);
  int mask_op = in->op == XOP_SHFL ? 4 : in->op == XOP_VOTE ? 2 : 0;
  uint32_t members = (uint32_t) src (r, &in->o[mask_op])[first];

  /* PTX ISA, shfl.sync and bar.warp.sync: the instruction waits for
     the non-exited threads of the member mask (a 1-thread kernel's
     newlib printf names the whole warp).  */
  members &= w->live;
  uint32_t arrived = arrived_at (w, r->f, pc, *m);
  if ((arrived & members) != members)
    {
      w->waiting |= *m;
      return 0;
    }
  w->waiting &= ~arrived;
  *m = arrived;
  switch (in->op)
    {
    case XOP_SHFL:
      exec_shfl (r, in, arrived);
      break;
    case XOP_VOTE:
      {
	uint64_t *d = dst (r, &in->o[0]);
	const uint64_t *p = src (r, &in->o[1]);
	int neg = in->o[1].negated;
	uint32_t ballot = 0;
	LANES (arrived & members, l)
	  if ((p[l] != 0) != neg)
	    ballot |= 1U << l;
	uint32_t act = arrived & members;
	LANES (arrived, l)
	  switch (in->mod)
	    {
	    case 0:
	      d[l] = ballot == act;
	      break;
	    case 1:
	      d[l] = ballot != 0;
	      break;
	    case 2:
	      d[l] = ballot == 0 || ballot == act;
	      break;
	    default:
	      d[l] = ballot;
	    }
	break;
      }
    default:
      break;
    }
  return 1;
}

/* CTA barriers: the group M of W at bar instruction IN.  Return 1 if the
   warp goes on, 0 if it waits.  */

static int
cta_barrier (struct run *r, const struct xinsn *in, uint32_t pc, uint32_t m)
{
  struct xwarp *w = r->w;
  struct xcta *cta = w->cta;
  int first = __builtin_ctz (m);
  uint32_t b = (uint32_t) src (r, &in->o[0])[first];
  uint32_t count = in->nops > 1 ? (uint32_t) src (r, &in->o[1])[first] : 0;
  int aligned = !in->mod2;

  if (b >= 16)
    {
      grid_fail (r->g, "barrier %u out of range in %s", b, r->fn->name);
      return 0;
    }
  uint32_t arrived = arrived_at (w, r->f, pc, m);
  uint32_t threads;
  if (aligned)
    {
      /* The warp arrives when all its live lanes have.  */
      if (arrived != w->live)
	{
	  w->waiting |= m;
	  return 0;
	}
      threads = 32;
    }
  else
    threads = __builtin_popcount (m);
  struct xbarrier *bar = &cta->bar[b];
  bar->arrived += threads;
  bar->expected = count;
  if (in->mod3 != XBR_NONE)
    {
      const uint64_t *c = src (r, &in->o[3]);
      int neg = in->o[3].negated;
      uint32_t lanes = aligned ? arrived : m;
      LANES (lanes, l)
	{
	  if ((c[l] != 0) != neg)
	    bar->red_true++;
	  else
	    bar->red_false++;
	}
      w->red = in->mod3;
      w->red_frame = r->f;
      w->red_slot = in->o[2].kind == XK_REG ? in->o[2].slot : UINT32_MAX;
      w->red_lanes = lanes;
    }
  if (in->mod)
    {
      /* bar.arrive: no wait.  */
      w->waiting &= ~arrived;
      if (barrier_complete (cta, b))
	release_barrier (cta, b);
      return 1;
    }
  w->waiting |= arrived;
  w->bar = b;
  bar->warps |= 1ULL << w->index;
  if (barrier_complete (cta, b))
    {
      release_barrier (cta, b);
      /* The lanes were advanced past the bar by the release.  */
      return 2;
    }
  return 0;
}

/* Note that the lanes M of W, at instruction PC of F, split at a
   branch whose paths meet at RECONV.  Return -1 on failure.  */

static int
reconv_push (struct xgrid *g, struct xwarp *w, struct xframe *f,
	     uint32_t reconv, uint32_t m)
{
  if (reconv == X_NO_RECONV
      || (f->nrc && f->rc[f->nrc - 1].pc == reconv))
    return 0;
  if (f->nrc == (int) (sizeof f->rc / sizeof f->rc[0]))
    {
      grid_fail (g, "branches nested deeper than %d split the lanes of a "
		 "warp in %s", f->nrc, f->fn->name);
      return -1;
    }
  f->rc[f->nrc].pc = reconv;
  f->rc[f->nrc].lanes = m;
  f->rc[f->nrc].arrived = 0;
  f->rc[f->nrc].since = w->icount;
  f->nrc++;
  return 0;
}

/* The lanes *M of W arrive at instruction PC of F, the reconvergence
   point of the innermost split: they wait there for the others of the
   split, or, if all have come (or left the frame), go on together (*M
   then all of them) and the split is closed.  Return 1 if *M goes on, 0
   if it waits.  */

/* The innermost split of F that meets at PC, or -1.  */

static int
reconv_find (const struct xframe *f, uint32_t pc)
{
  for (int k = f->nrc - 1; k >= 0; k--)
    if (f->rc[k].pc == pc)
      return k;
  return -1;
}

static int
reconv_arrive (struct xwarp *w, struct xframe *f, uint32_t pc, uint32_t *m)
{
  int k;

  /* The split may not be the innermost: lanes that left a loop wait at
     its exit while the others run an inner split in the loop; they
     arrive at the outer split all the same (its barrier is pending,
     whichever lanes run first).  A split that completes closes the
     splits within it, whose lanes have all left them.  */
  while ((k = reconv_find (f, pc)) >= 0)
    {
      uint32_t want = f->rc[k].lanes & f->lanes;
      f->rc[k].arrived |= *m;
      f->rc[k].since = w->icount;
      uint32_t arrived = f->rc[k].arrived;
      if (want & ~arrived)
	{
	  LANES (*m, l)
	    w->pc[l] = pc;
	  w->waiting |= *m;
	  return 0;
	}
      for (int j = f->nrc - 1; j >= k; j--)
	w->waiting &= ~f->rc[j].arrived;
      *m = arrived & w->live;
      f->nrc = k;
    }
  return 1;
}

/* Run the group of lanes M of W at frame F, instruction PC, until it
   must give way; at most *BUDGET warp instructions.  */

static void
run_group (struct xgrid *g, struct xwarp *w, struct xframe *f, uint32_t pc,
	   uint32_t m, uint32_t merge_pc, long *budget)
{
  struct run r;

  r.g = g;
  r.w = w;
  r.f = f;
  r.fn = f->fn;
  r.R = f->regs;
  r.C = f->fn->consts;
  const struct xinsn *code = f->fn->code;

  while (*budget > 0 && !g->failed)
    {
      const struct xinsn *in = &code[pc];
      uint32_t on;

      if (pc >= merge_pc)
	break;
      if (f->nrc && (f->rc[f->nrc - 1].pc == pc || reconv_find (f, pc) >= 0)
	  && !reconv_arrive (w, f, pc, &m))
	return;
      (*budget)--;
      w->icount++;
      g->steps++;
      clock_ticks++;
      in->counts->executed++;
      if (in->flags & XF_READS_CLOCK)
	read_clock (w);
      on = guard_lanes (in, r.R, m);

      switch (in->op)
	{
	case XOP_BRA:
	  if (on == m)
	    {
	      pc = in->target;
	      if (pc > merge_pc)
		goto yield;
	      continue;
	    }
	  if (on == 0)
	    {
	      pc++;
	      continue;
	    }
	  /* The lanes branch apart, to meet at the branch's
	     reconvergence point.  */
	  if (reconv_push (g, w, f, in->reconv, m))
	    return;
	  LANES (on, l)
	    w->pc[l] = in->target;
	  LANES (m & ~on, l)
	    w->pc[l] = pc + 1;
	  return;
	case XOP_CALL:
	  {
	    if (on == 0)
	      {
		pc++;
		continue;
	      }
	    if (on != m)
	      {
		/* Only some lanes call: they go first, the others wait at
		   the next instruction.  */
		if (reconv_push (g, w, f, in->reconv, m))
		  return;
		LANES (m & ~on, l)
		  w->pc[l] = pc + 1;
		m = on;
	      }
	    struct xframe *nf = NULL;
	    uint32_t called = m;
	    int rc = do_call (&r, in, &called, &nf);
	    if (rc < 0)
	      return;
	    if (called != m)
	      {
		/* Lanes with another indirect target call it next.  */
		LANES (m & ~called, l)
		  w->pc[l] = pc;
		m = called;
	      }
	    if (rc == 0)
	      {
		pc++;
		LANES (m, l)
		  w->pc[l] = pc;
		if (m != (w->live & ~w->waiting))
		  return;
		continue;
	      }
	    nf->ret_pc = pc + 1;
	    LANES (m, l)
	      {
		w->frame[l] = nf;
		w->pc[l] = 0;
	      }
	    /* Go on in the callee, which no other lane is in.  */
	    r.f = f = nf;
	    r.fn = f->fn;
	    r.R = f->regs;
	    r.C = f->fn->consts;
	    code = f->fn->code;
	    pc = 0;
	    merge_pc = UINT32_MAX;
	    continue;
	  }
	case XOP_RET:
	  if (on == 0)
	    {
	      pc++;
	      continue;
	    }
	  LANES (m & ~on, l)
	    w->pc[l] = pc + 1;
	  LANES (on, l)
	    w->pc[l] = pc;
	  do_ret (w, f, on);
	  return;
	case XOP_EXIT:
	  if (on == 0)
	    {
	      pc++;
	      continue;
	    }
	  LANES (m & ~on, l)
	    w->pc[l] = pc + 1;
	  lanes_exit (w, on);
	  return;
	case XOP_TRAP:
	  if (on == 0)
	    {
	      pc++;
	      continue;
	    }
	  {
	    char where[256];
	    xinsn_where (g->prog, in, where, sizeof where);
	    grid_fail (g, "trap in %s (%s)", f->fn->name, where);
	  }
	  return;
	case XOP_BAR:
	  /* A bar whose guard is false in every lane is not executed (the
	     inline barrier of a team of one, msp's inline-barrier.cc);
	     one guarded off in some lanes only diverges.  */
	  if (on == 0)
	    {
	      pc++;
	      continue;
	    }
	  if (on != m)
	    {
	      grid_fail (g, "a predicated or divergent bar in %s",
			 f->fn->name);
	      return;
	    }
	  {
	    LANES (m, l)
	      w->pc[l] = pc;
	    int rc = cta_barrier (&r, in, pc, m);
	    if (rc == 1)
	      {
		pc++;
		LANES (m, l)
		  w->pc[l] = pc;
		continue;
	      }
	    return;
	  }
	case XOP_SHFL:
	case XOP_VOTE:
	case XOP_BARWARP:
	  if (on != m)
	    {
	      /* Only the guarded lanes take part.  */
	      LANES (m & ~on, l)
		w->pc[l] = pc + 1;
	      m = on;
	      if (m == 0)
		return;
	    }
	  {
	    LANES (m, l)
	      w->pc[l] = pc;
	    uint32_t lanes = m;
	    int rc = collective (&r, in, pc, &lanes);
	    if (rc <= 0)
	      return;
	    pc++;
	    LANES (lanes, l)
	      w->pc[l] = pc;
	    if (lanes != m)
	      return;
	    continue;
	  }
	default:
	  break;
	}

      if (on)
	switch (in->op)
	  {
	  case XOP_NOP:
	  case XOP_MEMBAR:
	  case XOP_NANOSLEEP:
	    break;
	  case XOP_LD:
	    exec_ld (&r, in, on);
	    break;
	  case XOP_ST:
	    exec_st (&r, in, on);
	    break;
	  case XOP_LDPARAM:
	    exec_param (&r, in, on, 0);
	    break;
	  case XOP_STPARAM:
	    exec_param (&r, in, on, 1);
	    break;
	  case XOP_ATOM:
	  case XOP_RED:
	    exec_atom (&r, in, on);
	    break;
	  case XOP_CVTA:
	  case XOP_CVTA_TO:
	    exec_cvta (&r, in, on);
	    break;
	  case XOP_ISSPACEP:
	    exec_isspacep (&r, in, on);
	    break;
	  case XOP_LOCALADDR:
	    {
	      uint64_t *d = dst (&r, &in->o[0]);
	      uint64_t base = in->mod ? X_LOCAL_WINDOW : 0;
	      LANES (on, l)
		d[l] = f->local_base[l] + (uint64_t) in->addr.offset + base;
	      break;
	    }
	  case XOP_ACTIVEMASK:
	    {
	      uint64_t *d = dst (&r, &in->o[0]);
	      LANES (on, l)
		d[l] = on;
	      break;
	    }
	  case XOP_ADD:
	  case XOP_SUB:
	  case XOP_MUL:
	  case XOP_DIV:
	  case XOP_MIN:
	  case XOP_MAX:
	    if (float_type (in->type))
	      exec_float (&r, in, on);
	    else
	      exec_int2 (&r, in, on);
	    break;
	  case XOP_MULHI:
	  case XOP_MULWIDE:
	  case XOP_REM:
	  case XOP_SHL:
	  case XOP_SHR:
	    exec_int2 (&r, in, on);
	    break;
	  case XOP_MAD:
	    if (float_type (in->type))
	      exec_float (&r, in, on);
	    else
	      exec_misc (&r, in, on);
	    break;
	  case XOP_FMA:
	  case XOP_SQRT:
	  case XOP_RSQRT:
	  case XOP_RCP:
	  case XOP_SIN:
	  case XOP_COS:
	  case XOP_EX2:
	  case XOP_LG2:
	  case XOP_TANH:
	  case XOP_COPYSIGN:
	    exec_float (&r, in, on);
	    break;
	  case XOP_SETP:
	  case XOP_SET:
	    exec_setp (&r, in, on);
	    break;
	  case XOP_ALLOCA:
	  case XOP_STACKSAVE:
	  case XOP_STACKRESTORE:
	    if (exec_stack (&r, in, on))
	      return;
	    break;
	  default:
	    exec_misc (&r, in, on);
	    break;
	  }
      if (__builtin_expect (cfg.trace != NULL, 0)
	  && !strcmp (cfg.trace, f->fn->name))
	{
	  /* The debugging trace: the instruction's PTX line, its lanes
	     and its first destination in its first lane.  */
	  int l = on ? __builtin_ctz (on) : -1;
	  fprintf (stderr, "msp-run: trace: %s line %u lanes %08x", f->fn->name,
		   in->line, on);
	  if (l >= 0 && in->nops && in->o[0].kind == XK_REG)
	    fprintf (stderr, " -> 0x%llx",
		     (unsigned long long) r.R[(size_t) in->o[0].slot * 32 + l]);
	  fprintf (stderr, "\n");
	}
      pc++;
    }
yield:
  LANES (m, l)
    w->pc[l] = pc;
  /* Lanes that wait at a reconvergence point for lanes that have not
     come for a long time (a lane spinning on a lock that a waiting
     lane holds) go on: sm_70 and later guarantee each thread progress
     whatever its warp-mates do (PTX ISA, "Independent Thread
     Scheduling").  */
  if (f->nrc && f->rc[f->nrc - 1].arrived
      && w->icount - f->rc[f->nrc - 1].since > cfg.converge_limit)
    {
      w->waiting &= ~f->rc[f->nrc - 1].arrived;
      f->nrc--;
    }
}

/* Run warp W for a turn; return the warp instructions it ran.  */

static long
run_warp (struct xgrid *g, struct xwarp *w)
{
  long budget = cfg.quantum, start = budget;

  while (budget > 0 && !g->failed)
    {
      struct xframe *f;
      uint32_t pc, merge;
      uint32_t m = choose_lanes (w, &f, &pc, &merge);
      if (m == 0)
	break;
      long before = budget;
      run_group (g, w, f, pc, m, merge, &budget);
      if (budget <= 0)
	/* The group used up the turn: let the warp's other lanes go
	   first next time.  Those that ran are in its frame at its
	   instruction now, or deeper.  */
	w->yielded = m & w->live;
      if (budget == before && !g->failed)
	{
	  /* The group ran nothing: it is at a merge point.  */
	  uint32_t m2 = choose_lanes (w, &f, &pc, &merge);
	  if (m2 == m)
	    break;
	}
    }
  return start - budget;
}

/* CTAs.  */

static struct xcta *
cta_start (struct xgrid *g, unsigned n)
{
  struct xcta *cta = calloc (1, sizeof *cta);
  if (cta == NULL)
    return NULL;
  cta->id[0] = n % g->grid[0];
  cta->id[1] = (n / g->grid[0]) % g->grid[1];
  cta->id[2] = n / (g->grid[0] * g->grid[1]);
  cta->shared_size = g->shared_size;
  cta->shared = calloc (1, g->shared_size ? g->shared_size : 1);
  cta->nwarps = (g->threads + 31) / 32;
  cta->warps = calloc (cta->nwarps, sizeof (struct xwarp));
  if (cta->shared == NULL || cta->warps == NULL)
    {
      free (cta->shared);
      free (cta->warps);
      free (cta);
      return NULL;
    }
  cta->live_warps = cta->nwarps;
  struct xfunc *k = g->kernel;
  for (unsigned i = 0; i < cta->nwarps; i++)
    {
      struct xwarp *w = &cta->warps[i];
      w->cta = cta;
      w->index = i;
      w->bar = -1;
      unsigned left = g->threads - i * 32;
      w->live = left >= 32 ? 0xffffffff : (1U << left) - 1;
      init_sregs (g, cta, w);
      struct xframe *f = frame_new (g, k);
      if (f == NULL)
	return NULL;
      f->lanes = w->live;
      f->depth = 0;
      f->ret_pc = 0;
      for (int p = 0; p < k->nparams; p++)
	for (unsigned s = 0; s < (k->param_size[p] + 7) / 8; s++)
	  {
	    uint64_t v;
	    memcpy (&v, g->params + (size_t) (k->param_slot[p] + s) * 8, 8);
	    for (int l = 0; l < 32; l++)
	      f->regs[(size_t) (k->param_slot[p] + s) * 32 + l] = v;
	  }
      for (int l = 0; l < 32; l++)
	{
	  w->frame[l] = (w->live >> l & 1) ? f : NULL;
	  w->pc[l] = 0;
	  w->sp[l] = 0;
	}
      if (push_locals (g, w, f, w->live))
	return NULL;
    }
  return cta;
}

static void
cta_free (struct xcta *cta)
{
  for (unsigned i = 0; i < cta->nwarps; i++)
    {
      struct xwarp *w = &cta->warps[i];
      for (int l = 0; l < 32; l++)
	if (w->frame[l])
	  leave_frames (NULL, w->frame[l], NULL, 1U << l);
      free (w->local);
    }
  free (cta->warps);
  free (cta->shared);
  free (cta);
}

/* Describe where the warps of the resident CTAs wait, for a deadlock
   report.  */

static void
describe_waits (struct xgrid *g)
{
  size_t n = strlen (g->msg);
  for (unsigned c = 0; c < g->nresident && n < g->msglen; c++)
    {
      struct xcta *cta = g->resident[c];
      for (unsigned i = 0; i < cta->nwarps && n < g->msglen; i++)
	{
	  struct xwarp *w = &cta->warps[i];
	  if (w->live == 0)
	    continue;
	  int l = __builtin_ctz (w->live);
	  const struct xfunc *fn = w->frame[l]->fn;
	  const struct xinsn *in = &fn->code[w->pc[l]];
	  char where[256];
	  xinsn_where (g->prog, in, where, sizeof where);
	  n += snprintf (g->msg + n, g->msglen - n,
			 "; CTA (%u,%u,%u) warp %u waits in %s (%s)%s",
			 cta->id[0], cta->id[1], cta->id[2], i, fn->name,
			 where, w->bar >= 0 ? " at a CTA barrier" : "");
	}
    }
}

/* Run the grid.  */

static void
run_grid (struct xgrid *g)
{
  g->resident = calloc (cfg.resident, sizeof *g->resident);
  if (g->resident == NULL)
    {
      grid_fail (g, "out of memory");
      return;
    }
  while (!g->failed)
    {
      while (g->nresident < cfg.resident && g->next_cta < g->nctas)
	{
	  struct xcta *cta = cta_start (g, g->next_cta++);
	  if (cta == NULL)
	    {
	      grid_fail (g, "out of memory for a CTA");
	      break;
	    }
	  g->resident[g->nresident++] = cta;
	}
      if (g->nresident == 0 || g->failed)
	break;
      long ran = 0;
      for (unsigned c = 0; c < g->nresident && !g->failed; c++)
	{
	  struct xcta *cta = g->resident[c];
	  for (unsigned i = 0; i < cta->nwarps && !g->failed; i++)
	    if (cta->warps[i].live)
	      ran += run_warp (g, &cta->warps[i]);
	}
      /* Retire the CTAs that are done.  */
      unsigned k = 0;
      for (unsigned c = 0; c < g->nresident; c++)
	if (g->resident[c]->live_warps == 0)
	  {
	    cta_free (g->resident[c]);
	    ran++;
	  }
	else
	  g->resident[k++] = g->resident[c];
      g->nresident = k;
      if (g->failed)
	break;
      if (ran == 0)
	{
	  grid_fail (g, "deadlock: no thread can go on");
	  describe_waits (g);
	}
      else if (g->steps > cfg.max_steps)
	{
	  grid_fail (g, "the grid ran past %llu warp instructions "
		     "(MSP_RUN_MAX_STEPS)",
		     (unsigned long long) cfg.max_steps);
	  describe_waits (g);
	}
    }
  for (unsigned c = 0; c < g->nresident; c++)
    cta_free (g->resident[c]);
  free (g->resident);
}

/* The launch.  */

enum xstatus
xlaunch (struct xprog *prog, struct xfunc *fn,
	 const struct xlaunch_params *p, char *msg, size_t msglen)
{
  struct xgrid g;

  read_settings ();
  if (msglen)
    msg[0] = '\0';
  if (prog == NULL || fn == NULL || p == NULL || !fn->kernel)
    return X_ERR_INVALID;
  memset (&g, 0, sizeof g);
  g.prog = prog;
  g.kernel = fn;
  g.msg = msg;
  g.msglen = msglen;
  for (int i = 0; i < 3; i++)
    {
      g.grid[i] = p->grid[i] ? p->grid[i] : 1;
      g.block[i] = p->block[i] ? p->block[i] : 1;
    }
  g.threads = g.block[0] * g.block[1] * g.block[2];
  g.nctas = g.grid[0] * g.grid[1] * g.grid[2];
  if (g.threads == 0 || g.threads > 1024)
    {
      snprintf (msg, msglen, "a block of %u threads", g.threads);
      return X_ERR_INVALID;
    }
  g.dynamic_shared = p->dynamic_shared;
  g.shared_size = prog->dynamic_shared_offset + p->dynamic_shared;
  if (g.shared_size < prog->shared_size)
    g.shared_size = prog->shared_size;

  /* The parameters, into lane 0's layout of the kernel's slots.  */
  g.params = calloc (fn->nregs ? fn->nregs : 1, 8);
  if (g.params == NULL)
    return X_ERR_NOMEM;
  size_t off = 0;
  for (int i = 0; i < fn->nparams; i++)
    {
      size_t size = fn->param_size[i], align = fn->param_align[i];
      const void *from;
      if (p->kernel_params)
	from = p->kernel_params[i];
      else
	{
	  off = (off + align - 1) & ~(align - 1);
	  if (p->arg_buffer == NULL || off + size > p->arg_size)
	    {
	      snprintf (msg, msglen, "the parameter buffer of %s is too "
			"small (%zu bytes)", fn->name, p->arg_size);
	      free (g.params);
	      return X_ERR_INVALID;
	    }
	  from = (const uint8_t *) p->arg_buffer + off;
	  off += size;
	}
      memcpy (g.params + (size_t) fn->param_slot[i] * 8, from, size);
    }

  run_grid (&g);
  free (g.params);
  xstats_launched (prog, g.steps);
  return g.failed ? X_ERR_LAUNCH : X_SUCCESS;
}
