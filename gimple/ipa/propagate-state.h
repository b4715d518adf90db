/* propagate-state.h -- the state of one run of ipmsp's propagation.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Shared by the two halves of the fixed point (propagate.cc): the
   propagation over the unit (propagate.cc) and the analysis of one function
   (summarise.cc), with the side-effect pre-pass (side-effects.cc).  No
   other file sees it.  */

#ifndef MSP_PROPAGATE_STATE_H
#define MSP_PROPAGATE_STATE_H

#include "core/facts.h"
#include "core/facts-update.h"

/* The contexts a function may run in (facts.h).  */
#define CTX_PLAIN	MSP_CTX_PLAIN
#define CTX_SIMT	MSP_CTX_SIMT

/* One function while msp_analyse_unit runs.  */

struct fn_state
{
  fn_state ()
    : node (NULL), s (NULL), simt (NULL), nsites (0), side_effects (false),
      queued (false), made_postdom (false), made_dom (false), cd (NULL)
  {}

  cgraph_node *node;
  msp_fn_summary *s;
  /* What simt.cc found in it, or NULL.  */
  struct msp_simt_info *simt;
  /* Its direct call sites.  */
  unsigned nsites;
  /* It has a side effect that no pass removes (lasting_side_effect_p),
     or calls a function that has.  */
  bool side_effects;
  bool queued;
  /* msp_find_side_effects computed its post-dominators, or its
     dominators, which the analyses of the run then share (the CFGs do
     not change while it runs); free_states frees them.  */
  bool made_postdom, made_dom;
  /* Its control dependences, made by its first analysis for the others
     to share, or NULL.  */
  control_dependences *cd;
};

/* The state of one run of msp_analyse_unit.  */

struct unit_state
{
  unit_state ()
    : fn_pool ("msp fn_state"), stored (MSP_EMPTY),
      block_stored (MSP_EMPTY), why (NULL), where (NULL),
      simt_escape (false), unit_has_stdarg (false), foreign_args (false),
      escape (MSP_EMPTY), escape_done (false), foreign_done (false)
  {}

  /* Where the fn_states are made (make_summaries) and freed
     (free_states).  */
  object_allocator<fn_state> fn_pool;
  auto_vec<fn_state *> work;
  hash_map<cgraph_node *, fn_state *> fns;
  /* The union of the bits stored into memory, and into data blocks.  */
  msp_mask stored;
  msp_mask block_stored;
  /* What first stored bits outside global memory, for the dump.  */
  const char *why;
  const char *where;
  /* A call out of the unit or through a pointer was made in a SIMT
     context: the functions with unknown callers may run in one.  */
  bool simt_escape;
  bool unit_has_stdarg;
  /* A foreign value (lattice.h) was passed to a function whose
     parameters are not computed from its call sites.  */
  bool foreign_args;
  /* The bits of the arguments of those calls, with their conditions
     (msp_default_param_implicit).  */
  msp_mask escape;
  /* The unit-wide facts have taken SIMT_ESCAPE and FOREIGN_ARGS into
     account (propagate.cc, grow_unit_facts).  */
  bool escape_done;
  bool foreign_done;
  /* The OpenACC private variables of the unit (find_oacc_privates).  */
  hash_map<tree, msp_mask> oacc_privates;
};

/* The analysis state of NODE, or NULL if NODE is not analysed.  */

static inline fn_state *
state_of (unit_state *st, cgraph_node *node)
{
  fn_state **slot = node ? st->fns.get (node) : NULL;
  return slot ? *slot : NULL;
}

/* Queue F for analysis.  */

static inline void
queue (unit_state *st, fn_state *f)
{
  if (!f->queued)
    {
      f->queued = true;
      st->work.safe_push (f);
    }
}

/* Add M to *SLOT; return true if it grew.  */

static inline bool
grow (msp_mask *slot, msp_mask m)
{
  msp_mask old = *slot;
  *slot |= m;
  return *slot != old;
}

/* Add CTX to the contexts of S; return true if they grew.  */

static inline bool
grow_contexts (msp_fn_summary *s, unsigned ctx)
{
  unsigned char old = s->contexts;
  s->contexts |= ctx;
  return s->contexts != old;
}

/* side-effects.cc.  */
extern void msp_find_side_effects (unit_state *);

/* summarise.cc.  */
extern void msp_note_store (unit_state *, msp_mask, const char *,
			    function *);
extern void msp_summarise_function (unit_state *, fn_state *);

#endif /* MSP_PROPAGATE_STATE_H */
