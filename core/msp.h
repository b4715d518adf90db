/* msp.h -- what every layer of msp shares: its options.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_H
#define MSP_H

/* The plugin's version, printed by --help and --version.  */
#define MSP_VERSION "0.1"

/* The template of the asm statements that msp makes to copy a value out
   of sight of GCC's propagators (gimple/ipa/team-shared.cc): a PTX
   comment, which emits no instruction, with one output in a register
   tied to the one input.  The rules (gimple/analysis/rules.cc,
   msp_asm_copy_input) give the output the input's masks; every other asm
   output is unknown.  */
#define MSP_ASM_COPY_TEMPLATE "// msp: copy"

/* What -fplugin-arg-msp-dump asks for.  */
enum msp_dump_level
{
  MSP_DUMP_NONE,	/* Only what -fdump-tree-all/-fdump-ipa-all ask.  */
  MSP_DUMP_SUMMARY,	/* msp's own dumps, without details.  */
  MSP_DUMP_DETAILS	/* msp's own dumps, with details.  */
};

/* Which of the two intra-procedural phases rewrite (-fplugin-arg-msp-phase).
   The analysis dumps are written either way.  */
enum msp_phase
{
  MSP_PHASE_NONE,	/* Analyse only.  */
  MSP_PHASE_EARLY,	/* Only msp-early rewrites.  */
  MSP_PHASE_LATE,	/* Only msp-late rewrites.  */
  MSP_PHASE_BOTH	/* Both (the default).  */
};

/* Whether the offload unit is the whole device program
   (-fplugin-arg-msp-whole-program; core/callgraph.cc): nothing but the
   installed nvptx-none libraries is linked into the image.  GCC tells
   the offload compiler nothing of the link (doc/msp.texi, "Across
   calls"), so msp guesses, or the user says.  */
enum msp_whole_program
{
  MSP_WHOLE_PROGRAM_NO,		/* Never: the conservative choice.  */
  MSP_WHOLE_PROGRAM_YES,	/* Always: the user's promise.  */
  MSP_WHOLE_PROGRAM_AUTO	/* Read the offload link's command line (the
				   default).  */
};

/* The values of the -fplugin-arg-msp-* arguments (plugin/args.cc).  The
   knobs are cicc's MemorySpaceOpt knobs; doc/msp.texi says what each
   means for GCC offload code.  */
struct msp_options
{
  int dump;			/* enum msp_dump_level.  */
  int phase;			/* enum msp_phase.  */
  int track_indir_load;		/* Resolve pointers loaded from memory.  */
  int track_int2ptr;		/* Follow pointers through integers.  */
  int param_always_point_to_global; /* Kernel data blocks are global.  */
  int process_alloca_always;	/* Resolve automatic storage.  */
  int do_ip_msp;		/* Propagate spaces across calls.  */
  int warnings;			/* Warn about illegal operations.  */
  int alias;			/* Feed the alias oracle.  */
  int clone_limit;		/* Clones ipmsp may make; -1: no limit.  */
  int whole_program;		/* enum msp_whole_program.  */
  int team_shared;		/* Team-level arrays in .shared.  */
  int team_shared_max;		/* Their bytes per kernel; -1: the
				   release's budget.  */
  int wide_mult;		/* mul.wide for widening multiplications
				   by constants in loops.  */
  int inline_barrier;		/* GOMP_barrier as one PTX barrier.  */
  int data_block;		/* Read-only data blocks, their loads
				   hoisted.  */
  int small_copies;		/* Small memcpy and memmove calls as
				   loads and stores.  */
  int const_math;		/* Math calls const where no code reads
				   errno.  */
};

extern struct msp_options msp_opts;

/* An assertion that -fchecking turns on.  gcc_checking_assert is
   compiled out of the release compilers msp is built for (their
   CHECKING_P is 0).  */
#define msp_checking_assert(EXPR) gcc_assert (!flag_checking || (EXPR))

/* The time of msp's passes in the offload compiler's -ftime-report.
   GCC's timing variables are a fixed enum (timevar.def), which a plugin
   cannot add to; each msp pass has GCC's TV_PLUGIN_RUN, "plugin
   execution", as its tv_id, so that the pass manager (execute_one_pass)
   charges its work, the TODOs and verification after it included, to
   that row and not to whatever GCC pass encloses it.  An
   msp_pass_timer, made first thing in a pass's execute, then times the
   body as a row named after the pass, with timer::push_client_item,
   which GCC 12 to 16 print under "Client items:" (libgccjit's
   interface for the timing of its client's code).  Timing is exclusive:
   "plugin execution" keeps what the body's row does not take.  Without
   -ftime-report there is no g_timer, and nothing is timed.  */
class msp_pass_timer
{
public:
  msp_pass_timer (const char *name) : m_timer (g_timer)
  {
    if (m_timer)
      m_timer->push_client_item (name);
  }
  ~msp_pass_timer ()
  {
    if (m_timer)
      m_timer->pop_client_item ();
  }

private:
  timer *m_timer;
};

#endif /* MSP_H */
